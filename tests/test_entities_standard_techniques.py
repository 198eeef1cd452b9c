"""Standard techniques, enumerators and trained networks: a learning paradigm or a kind of network written
in Title Case or defined with an acronym is no name (guidelines, clarifications 1 and 2), nor is any word of it; a
Roman numeral that numbers an item of a list is no acronym; a network an attack runs against is a trained model
(clarification 3)."""

from __future__ import annotations

import pytest

from _claim_helpers import claim_types


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("The architecture utilizes two independent Deep Reinforcement Learning (DRL) agents: a Soft Actor-Critic "
         "(SAC) agent providing control.", ("Deep Reinforcement Learning", "DRL")),
        ("Multiple Instance Learning (MIL) has advanced WSI analysis but struggles with small cohorts. MIL models "
         "pool patch features.", ("Multiple Instance Learning", "MIL")),
        ("The Federated Learning (FL) approach enables effective learning across distributed systems.",
         ("Federated Learning", "FL")),
        ("We tested four models: Multiple Linear Regression, Random Forest (RF), CATBoost and XGBoost.",
         ("Random Forest", "RF")),
        ("The developed ASR system utilized a hybrid architecture consisting of a Convolutional Neural Network for "
         "acoustic modelling.", ("Convolutional Neural Network",)),
        ("The camera features are lifted into a Bird's-Eye View (BEV) grid, and BEV features are fused with LiDAR.",
         ("Bird's-Eye View", "BEV")),
    ],
)
def test_standard_techniques_are_no_names(text: str, names: tuple[str, ...]) -> None:
    found = claim_types(text)
    for name in names:
        assert "method" not in found.get(name, set()), found


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        # a line break inside the phrase: none of its words is read as a name of its own
        ("The agents are trained in a dedicated environment using Multi-Agent\nReinforcement Learning.",
         "Multi-Agent"),
        ("Techniques such as Chain-of-Thought and In-Context\nLearning have further enhanced this capability.",
         "In-Context"),
        ("It leverages a Generative\nAdversarial Network with spherical convolutions.", "Adversarial Network"),
    ],
)
def test_standard_techniques_broken_across_lines_leave_no_fragment(text: str, fragment: str) -> None:
    assert fragment not in claim_types(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a name built on a paradigm is a name
        ("To address these limitations, we propose Customized Curriculum Learning (CCL), a novel framework.",
         "Customized Curriculum Learning"),
    ],
)
def test_standard_techniques_inside_a_name_keep_the_name(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"method"}


@pytest.mark.parametrize(
    ("text", "numerals"),
    [
        ("The survey groups the methods into four paradigms: (I) model-based convex relaxation, (II) heuristic "
         "search, (III) deep reinforcement learning, and (IV) foundation models.", ("II", "III", "IV")),
        ("The pipeline has four stages: I) image pre-processing using ResNet50, II) hand segmentation using UNet, "
         "III) joint identification using YOLOv7.", ("II", "III")),
    ],
)
def test_enumerating_numerals_are_no_names(text: str, numerals: tuple[str, ...]) -> None:
    found = claim_types(text)
    for numeral in numerals:
        assert numeral not in found, found


def test_a_defined_numeral_that_numbers_nothing_stays_a_name() -> None:
    text = "We compare a model-based approach using Value Iteration (VI) with a model-free PPO agent."
    assert claim_types(text).get("VI") == {"method"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("In a black-box attack scenario utilizing ResNet-34 as the target model, our approach achieves an average "
         "defense rate of 91%.", "ResNet-34"),
        ("We evaluate on CIFAR-10 using the WideResNet-34 model as the victim model of the attack.", "WideResNet-34"),
    ],
)
def test_the_network_an_attack_targets_is_a_model(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"model"}


def test_an_architecture_as_a_backbone_stays_a_method() -> None:
    text = "Our detector uses a ResNet-34 backbone with a feature pyramid."
    assert claim_types(text).get("ResNet-34") == {"method"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We scan T1-weighted (T1w) and T2-weighted (T2w) MRI volumes of 200 subjects.", "T1w"),
        ("We scan T1-weighted (T1w) and T2-weighted (T2w) MRI volumes of 200 subjects.", "T2-weighted"),
        ("We collect 2,200 TikTok videos labeled by clinical psychologists.", "TikTok"),
    ],
)
def test_domain_terms_and_platforms_are_no_entities(text: str, name: str) -> None:
    assert name not in claim_types(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("To address these bottlenecks, we propose PiLoT v2, a lightweight yet robust evolution of the system.",
         "PiLoT v2"),
        ("Notably, DenoDet V2 achieves a significant 0.8% improvement compared to DenoDet V1.", "DenoDet V2"),
        ("Extensive experiments on ActivityNet v1.3 and THUMOS14 show that ECVT sets a new state of the art.",
         "ActivityNet v1.3"),
    ],
)
def test_a_version_written_with_v_belongs_to_the_name(text: str, name: str) -> None:
    assert name in claim_types(text)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Color Fundus Photography (CFP) offers a low-cost and non-invasive route for screening. CFP images are "
         "abundant.", ("Color Fundus Photography", "CFP")),
        ("Real-time video segmentation of the prostate in Transrectal Ultrasound (TRUS) is essential for "
         "image-guided interventions.", ("Transrectal Ultrasound", "TRUS")),
        ("Cone-Beam Computed Tomography (CBCT) is widely used in dental imaging.",
         ("Cone-Beam Computed Tomography", "CBCT")),
        # what is presented is the data: the lower-case definition before its noun says what it is of
        ("We present a multi center breast fine needle aspiration cytology (FNAC) dataset designed for patch wise "
         "classification.", ("fine needle aspiration cytology", "FNAC")),
    ],
)
def test_modalities_and_procedures_are_no_methods(text: str, names: tuple[str, ...]) -> None:
    found = claim_types(text)
    for name in names:
        assert name not in found, found


def test_a_proposed_method_named_after_a_modality_stays_a_method() -> None:
    text = "We propose Temporal Discrepancy Tomography (TDT), a new reconstruction method for sparse views."
    assert claim_types(text).get("TDT") == {"method"}


def test_a_title_case_definition_before_a_data_noun_keeps_its_reading() -> None:
    text = "We introduce a novel Weather-eXtended Salient Object Detection (WXSOD) dataset of 14,945 images."
    assert "WXSOD" in claim_types(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # knowledge bases, ontologies and map data used as data (clarification 4)
        ("Knowledge graphs (KGs), such as the Unified Medical Language System (UMLS), offer structured biomedical "
         "knowledge.", "UMLS"),
        ("We leverage geospatial data such as the street network from OpenStreetMap.", "OpenStreetMap"),
        ("We assembled titles, MeSH terms, and abstracts for 595 faculty members.", "MeSH"),
        ("Our approach is trained on the full T1-weighted MRI dataset from ADNI, resulting in a robust model.",
         "ADNI"),
    ],
)
def test_knowledge_bases_and_clinical_collections_are_datasets(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"dataset"}


@pytest.mark.parametrize(
    "text",
    [
        "This paper describes our method submitted to the track 1 of the MItosis DOmain Generalization (MIDOG) "
        "challenge. Preliminary experiments were conducted on its training set.",
        "On the preliminary test set of the MItosis DOmain Generalization (MIDOG) 2025 challenge, our approach "
        "reaches an F1 of 0.8.",
    ],
)
def test_a_defined_competition_is_a_dataset(text: str) -> None:
    assert claim_types(text).get("MIDOG") == {"dataset"}


def test_a_defined_problem_called_a_challenge_is_no_dataset() -> None:
    text = "We address the Domain Adaptation (DA) challenge with a new alignment loss."
    assert "dataset" not in claim_types(text).get("DA", set())


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Experiments on the FLIR ADAS V2 dataset show that MS-YOLO attains competitive precision.", "FLIR ADAS V2"),
        ("Finally, we report SOTA results on the DiscoGeM 1.0 corpus, further validating the approach.",
         "DiscoGeM 1.0"),
    ],
)
def test_a_release_between_a_name_and_its_data_noun_keeps_it_a_dataset(text: str, name: str) -> None:
    assert claim_types(text).get(name) == {"dataset"}


def test_a_number_inside_a_dataset_name_is_no_release() -> None:
    # 'Mip-NeRF 360' is the name of the scenes; the bare number makes no release of 'Mip-NeRF'
    text = "Our approach improves PSNR on the Mip-NeRF 360 dataset."
    assert "dataset" not in claim_types(text).get("Mip-NeRF", set())


@pytest.mark.parametrize(
    ("text", "singular"),
    [
        ("We study Outcome Reward Models (ORMs) for text-to-SQL. ORM-based selection consistently outperforms "
         "execution-based voting.", "ORM"),
        ("Vision Foundation Models (VFMs) are strong general encoders. We adapt a VFM backbone to remote sensing.",
         "VFM"),
    ],
)
def test_one_of_a_defined_class_is_no_name(text: str, singular: str) -> None:
    assert singular not in claim_types(text)


def test_a_name_built_on_a_class_acronym_keeps_the_name() -> None:
    text = ("Process Reward Models (PRMs) score intermediate steps. We propose Fin-PRM, a domain-specialized "
            "reward model for finance, and Fin-PRM improves accuracy by 3.1%.")
    assert claim_types(text).get("Fin-PRM") == {"method"}


def test_one_of_a_class_with_a_known_name_keeps_its_reading() -> None:
    text = "Applying similar techniques to Vision Transformers (ViTs) helps. A ViT backbone is used."
    assert claim_types(text).get("ViT") == {"method"}


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("We present CLIMB (Continual Learning with Intelligent Memory Bank), which combines both. Experiments on "
         "Split CIFAR-100 show that CLIMB outperforms OCSSL methods.", "CLIMB", "method"),
        ("We introduce the Bias Association Discovery Framework (BADF), which finds biases in embeddings.", "BADF",
         "method"),
        ("We report HOTA and Association Accuracy (AssA) on the tracking benchmark.", "AssA", "metric"),
    ],
)
def test_an_institution_word_inside_a_method_or_measure_name_is_no_organization(text: str, name: str,
                                                                                label: str) -> None:  # fmt: skip
    assert claim_types(text).get(name) == {label}


@pytest.mark.parametrize(
    "name",
    ["Duke University Health System", "University of Texas", "American Heart Association", "World Bank"],
)
def test_institutions_stay_no_entities(name: str) -> None:
    text = f"Data were collected with the {name} and analysed by two annotators."
    assert name not in claim_types(text)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Post-Training Quantization (PTQ) compresses weights without retraining, while Quantization-Aware "
         "Training (QAT) is costly.", ("Post-Training Quantization", "PTQ", "Quantization-Aware Training", "QAT")),
        ("Neural Architecture Search (NAS) automates network design. Existing NAS methods are expensive.",
         ("Neural Architecture Search", "NAS")),
        ("We reduce the features with Principal Component Analysis (PCA) before clustering.",
         ("Principal Component Analysis", "PCA")),
    ],
)
def test_standard_techniques_of_training_and_analysis_are_no_names(text: str, names: tuple[str, ...]) -> None:
    found = claim_types(text)
    for name in names:
        assert "method" not in found.get(name, set()), found


def test_a_named_variant_of_a_standard_technique_stays_a_method() -> None:
    text = "To address this, we propose Delta Knowledge Distillation (Delta-KD), a novel extension of token-level KD."
    assert claim_types(text).get("Delta-KD") == {"method"}
