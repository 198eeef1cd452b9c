"""Tasks on sentences shaped like the field's abstracts: head nouns, cues, acronym definitions, the lexicon,
resolution against method / dataset / metric readings, and the result's task role."""

from __future__ import annotations

import pytest

from abstract_claims import extract
from abstract_claims.models import ResultClaim, TaskClaim
from abstract_claims.rules import RuleSet
from abstract_claims.tasks import W_HEAD, W_LAST_HEAD, TaskRules, head_word_of, is_noun_modifier


def tasks_of(text: str) -> list[str]:
    return [c.text for c in extract(text) if c.type == "task"]


def typed(text: str) -> list[tuple[str, str]]:
    return [(c.text, c.type) for c in extract(text) if c.type not in ("number", "result")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We study 3D human pose estimation from monocular video.", ["3D human pose estimation"]),
        ("In this paper, we investigate uncertainty estimation for large language models.", ["uncertainty estimation"]),
        ("We propose a transformer for medical image\nsegmentation that is robust to noise.",
         ["medical image\nsegmentation"]),
        ("Event cameras help event-based object detection under fast motion.", ["event-based object detection"]),
        ("Results on aspect-based sentiment analysis and named entity recognition improve.",
         ["aspect-based sentiment analysis", "named entity recognition"]),
        ("Models are evaluated on open-domain QA tasks.", ["open-domain QA"]),  # Open-Domain Question Answering
        ("Existing text-to-SQL benchmarks ignore ambiguity.", ["text-to-SQL"]),
        ("Mathematical reasoning and code generation remain hard for small models.",
         ["Mathematical reasoning", "code generation"]),
    ],
)
def test_tasks_found_as_the_field_names_them(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Training and inference are costly, and reasoning helps on downstream tasks.",
        "Advances in computer vision and machine learning enable reinforcement learning at scale.",
        "We present a theoretical analysis and an efficient generation procedure.",
        "Whereas RL concentrates exploration on few prompts, our method treats exploration as search.",
        "Our approach improves pixel-level prediction and preference-guided adaptation.",
        "High-resolution inputs and back-translation are used for pseudo-labeling.",
    ],
)
def test_tasks_not_generic_activities_fields_or_descriptions(text: str) -> None:
    assert tasks_of(text) == []


def test_tasks_acronym_definition_makes_both_forms_tasks_not_methods() -> None:
    text = ("Video frame interpolation (VFI) synthesizes intermediate frames between two inputs. "
            "Existing VFI methods blur fast motion.")
    assert typed(text) == [("Video frame interpolation", "task"), ("VFI", "task"), ("VFI", "task")]
    claims = [c for c in extract(text) if isinstance(c, TaskClaim)]
    assert {(c.long_form, c.short_form) for c in claims} == {("Video frame interpolation", "VFI")}


def test_tasks_acronym_defined_as_a_metric_stays_a_metric() -> None:
    text = "We raise the attack success rate (ASR) to 92% against aligned models, and ASR stays high under defenses."
    assert ("ASR", "metric") in typed(text)
    assert tasks_of(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Experimental results show that AIP achieves up to 95.23% ASR while preserving benign functionality.",
        "Even basic enhancement filters can significantly reduce detection accuracy achieving ASR up to 64.63\\%.",
        "Adjusting the activation of safety-related neurons controls the model's behavior with a mean ASR higher "
        "than 97%.",
    ],
)
def test_tasks_known_acronym_with_a_percentage_is_a_measure(text: str) -> None:
    # not defined in the abstract, but its value says it is measured: the attack success rate, not speech recognition
    assert ("ASR", "task") not in typed(text)
    assert any(kind == "metric" and "ASR" in name for name, kind in typed(text))


def test_tasks_known_acronym_without_a_value_stays_a_task() -> None:
    text = "Across four out-of-domain datasets and four ASR models, WhisTLE reduces word error rate by 12.5%."
    assert tasks_of(text) == ["ASR"]


def test_tasks_acronym_defined_as_a_task_keeps_its_long_form() -> None:
    text = "We fine-tune Whisper for automatic speech recognition (ASR) in low-resource languages."
    assert typed(text) == [("Whisper", "model"), ("automatic speech recognition", "task"), ("ASR", "task")]


def test_tasks_inside_a_metric_belong_to_the_metric() -> None:
    text = "The adapter improves classification accuracy by 3.1% on ImageNet."
    assert typed(text) == [("classification accuracy", "metric"), ("ImageNet", "dataset")]


def test_tasks_title_case_name_is_a_method_without_a_task_definition() -> None:
    text = "We compare against Bayesian Variational Inference and Retrieval Augmented Generation baselines."
    assert tasks_of(text) == []


def test_tasks_proposed_only_when_the_abstract_introduces_the_task() -> None:
    introduced = extract("We introduce a new task, grounded chart summarization, in which a model describes a chart.")
    assert [(c.text, c.proposed) for c in introduced if isinstance(c, TaskClaim)] == [
        ("grounded chart summarization", True)]
    studied = extract("We study grounded chart summarization with a new model.")
    assert [(c.text, c.proposed) for c in studied if isinstance(c, TaskClaim)] == [
        ("grounded chart summarization", False)]


def test_tasks_result_names_the_task_of_its_sentence() -> None:
    claims = extract("On image classification, our method reaches 91.2% top-1 accuracy on ImageNet.")
    result = next(c for c in claims if isinstance(c, ResultClaim))
    task = next(c for c in claims if isinstance(c, TaskClaim))
    assert (result.task, result.task_text) == (task.id, "image classification")


def test_tasks_result_without_a_task_in_its_sentence_has_none() -> None:
    claims = extract("We study image classification. Our method reaches 91.2% top-1 accuracy on ImageNet.")
    result = next(c for c in claims if isinstance(c, ResultClaim))
    assert (result.task, result.task_text) == (None, None)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an -ing noun before a strong head, the phrase named as a task by a cue noun or an acronym definition
        ("Existing tampering detection benchmarks largely rely on object masks.", ["tampering detection"]),
        ("It is a valuable tool for augmenting data in low-resource handwriting recognition (HTR) pipelines.",
         ["handwriting recognition"]),
        # a verb with its object, though a cue noun follows
        ("Meanwhile, by conceptualizing translation tasks as classification problems, we reach 82.7%.",
         ["translation", "classification"]),
        ("This helps improving detection tasks on many images.", []),
    ],
)
def test_tasks_ing_noun_before_a_strong_head(text: str, expected: list[str]) -> None:
    assert [task for task in tasks_of(text) if "HTR" not in task] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a singular noun in -ias is no plural: it modifies a weak head ('bias detection', 'bias assessment')
        ("This study proposes an automated bias assessment approach that integrates contextual embeddings.",
         ["bias assessment"]),
        ("Current bias detection approaches rely mostly on quantitative measures.", ["bias detection"]),
        ("The model reaches state-of-the-art performance in bias field correction and shadow removal.",
         ["bias field correction"]),
    ],
)
def test_tasks_ias_noun_modifies_a_weak_head(text: str, expected: list[str]) -> None:
    assert [task for task in tasks_of(text) if task in expected or "bias" in task or "correction" in task] == expected


@pytest.mark.parametrize(
    ("word", "noun"),
    [("word", True), ("KV", True), ("risk", True), ("causal", False), ("pixel-level", False),
     ("tool-augmented", False), ("efficient", False)],
)
def test_tasks_noun_modifiers_name_things(word: str, noun: bool) -> None:
    assert is_noun_modifier(word, TaskRules(RuleSet.load())) is noun


def test_tasks_rule_lists_are_disjoint_where_they_must_be() -> None:
    rules = TaskRules(RuleSet.load())
    # a stop word or a verb never modifies, so it must not also be a head the rules look for
    assert not (rules.heads & rules.modifier_stops)
    assert not (rules.standalone_heads & rules.weak_heads)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The model improves classification performance and translation quality on text-to-SQL.", ["text-to-SQL"]),
        ("We study intent understanding and dominant tracking.", ["intent understanding"]),
        ("Results span classification, segmentation, and change detection tasks.",
         ["classification", "segmentation", "change detection"]),
        ("Experiments across seventeen fault-diagnosis benchmarks confirm it.", ["fault-diagnosis"]),
    ],
)
def test_tasks_heads_alone_and_noun_modifiers(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


def test_tasks_known_acronym_survives_a_definition_naming_an_action() -> None:
    text = ("Simultaneous localization and mapping (SLAM) is central to robotics. "
            "We propose a SLAM method based on Gaussian primitives.")
    assert typed(text) == [("SLAM", "task"), ("SLAM", "task")]


def test_tasks_method_name_keeps_a_task_word_and_task_next_to_it_stays() -> None:
    text = "Audio-Visual Contrastive Decoding improves hallucination detection."
    assert typed(text) == [("Audio-Visual Contrastive Decoding", "method"), ("hallucination detection", "task")]


def test_tasks_acronym_of_an_event_title_is_not_a_task() -> None:
    text = "We organized the Robustness and Fairness for Medical Image Segmentation (RFMIS) challenge at a workshop."
    assert tasks_of(text) == []


def test_tasks_acronym_of_a_hyphenated_long_form() -> None:
    text = "We study speech-to-text translation (ST) for low-resource languages."
    assert typed(text) == [("speech-to-text translation", "task"), ("ST", "task")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a short form that takes several letters of a word of the task's name
        ("Person re-identification (ReID) aims to retrieve the images of a person across camera views. Existing "
         "ReID methods fail under occlusion.",
         [("Person re-identification", "task"), ("ReID", "task"), ("ReID", "task")]),
        ("We introduce Scientific Introduction Generation (SciIG), a task that evaluates the ability of LLMs.",
         [("Scientific Introduction Generation", "task"), ("SciIG", "task")]),
        ("Real-world image super-resolution (Real-ISR) aims to recover high-quality images.",
         [("Real-world image super-resolution", "task"), ("Real-ISR", "task")]),
        # a coinage over a weak head stays a method's name
        ("We fine-tune the model with Low-Rank Adaptation (LoRA) on each domain.",
         [("Low-Rank Adaptation", "method"), ("LoRA", "method")]),
    ],
)
def test_tasks_acronym_spelled_out_of_its_words(text: str, expected: list[tuple[str, str]]) -> None:
    assert typed(text) == expected


def test_tasks_known_measure_is_not_a_task_modifier() -> None:
    text = "We report precision trajectory prediction errors and accuracy matching on nuScenes."
    assert "precision" in [c.text for c in extract(text) if c.type == "metric"]
    assert all("precision" not in task for task in tasks_of(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Current methods remain limited to spatial reasoning over single images.", ["spatial reasoning"]),
        ("We apply the pretrained prior to depth completion from sparse LiDAR.", ["depth completion"]),
        ("Applying these advances to 3D generation remains difficult.", ["3D generation"]),
    ],
)
def test_tasks_adjective_after_to_is_a_modifier_not_a_verb(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    "text",
    ["Error accumulation leads to suboptimal extraction of global features.",
     "We propose to estimate the pose from two views."],
)
def test_tasks_verb_or_evaluative_word_after_to_is_no_task(text: str) -> None:
    assert tasks_of(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We study event-based object detection with spiking networks.", ["event-based object detection"]),
        ("Text-guided image editing often changes the background.", ["Text-guided image editing"]),
        ("Our encoder improves cross-lingual dependency parsing.", ["cross-lingual dependency parsing"]),
        ("Diffusion-based video generation is slow.", ["video generation"]),
        ("Real-time semantic segmentation on embedded boards is hard.", ["semantic segmentation"]),
        ("It supports image-based retrieval of products.", []),
    ],
)
def test_tasks_hyphen_modifier_that_names_the_input_stays_in_the_task(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We report results on QA, retrieval, and NER tasks with long documents.", ["QA", "retrieval", "NER"]),
        ("Generative models serve tasks such as anomaly detection, denoising and registration.",
         ["anomaly detection", "denoising", "registration"]),
    ],
)
def test_tasks_list_cued_as_tasks_makes_its_action_nouns_tasks(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    "text",
    ["Across UEA, human-activity, biomedical, and fault-diagnosis benchmarks, the model matches the best.",
     "The agent handles planning, memory, and reflection in one loop."],
)
def test_tasks_list_without_a_known_task_or_a_task_cue_adds_nothing(text: str) -> None:
    assert [t for t in tasks_of(text) if t in ("human-activity", "planning", "reflection")] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Video anomaly detection (VAD) flags rare events in surveillance footage.", ["Video anomaly detection", "VAD"]),
        ("Unsupervised anomaly detection on industrial images remains hard.", ["Unsupervised anomaly detection"]),
    ],
)
def test_tasks_noun_in_ly_is_a_modifier_not_an_adverb(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We evaluate the router on LLM routing benchmarks under cost budgets.", ["LLM routing"]),
        ("Most LLM unlearning methods approximate retraining from scratch.", ["LLM unlearning"]),
        ("Chain-of-thought data improves MLLM reasoning on charts.", []),
    ],
)
def test_tasks_model_word_modifies_only_heads_done_to_models(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Human parsing segments a body into parts.", ["Human parsing"]),
        ("We report results for dependency parsing and semantic role labeling.", ["dependency parsing"]),
        ("By inpainting the background, the method adds diversity.", []),
    ],
)
def test_tasks_parsing_is_a_head_and_a_gerund_with_an_object_is_a_verb(text: str, expected: list[str]) -> None:
    assert [t for t in tasks_of(text) if "labeling" not in t] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The backbone is strong on dense prediction tasks such as depth estimation.",
         ["dense prediction", "depth estimation"]),
        ("We revisit sequential recommendation with item text.", ["sequential recommendation"]),
        ("Open vocabulary segmentation labels pixels with free text.", ["Open vocabulary segmentation"]),
    ],
)
def test_tasks_modifiers_that_name_a_task_family_stay(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Prior SGG models predict biased relations between objects.", ["SGG"]),
        ("Wearable sensors enable HAR in daily life.", ["HAR"]),
    ],
)
def test_tasks_known_task_acronym_is_a_task_at_every_mention(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Dynamic scenes make 4D-SLAM hard; 4D SLAM lacks ground truth.", ["4D-SLAM", "4D SLAM"]),
        ("Monocular 3D HPE suffers from depth ambiguity.", ["3D HPE"]),
    ],
)
def test_tasks_dimension_joins_a_task_acronym(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We address the task of video chaptering for long lectures.", ["video chaptering"]),
        ("The task of 2D animal pose estimation plays a key role in ecology.", ["2D animal pose estimation"]),
        ("We study the task of identifying inputs that deviate from training data.", []),
        ("We present the challenging task of automatically creating an article.", []),
    ],
)
def test_tasks_noun_phrase_after_task_of_is_a_task(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We release the ASR dataset with 500 hours of speech.", []),
        ("Results on three ASR datasets show gains.", ["ASR"]),
    ],
)
def test_tasks_acronym_before_the_singular_dataset_names_the_dataset(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We report results on NER tasks.", [("NER", "task")]),
        ("We depart from traditional IQA and predict utility instead.", [("IQA", "task")]),
    ],
)
def test_tasks_known_task_acronym_read_as_dataset_by_shape_is_a_task(text: str, expected: list[tuple[str, str]]) -> None:
    assert typed(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a heading capitalises every content word: its Title Case phrases are no names
        ("Improving Dense Keypoint Detection for Robotic Grasping with Depth Cues",
         ["Dense Keypoint Detection", "Robotic Grasping"]),
        ("We compare Bayesian Variational Inference with Dense Keypoint Detection on three datasets.", []),
    ],
)
def test_tasks_title_case_read_in_headings_only(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 'natural' and 'named' start compound nouns of the field
        ("We address natural language video localization in long videos.", ["natural language video localization"]),
        ("Natural images help named entity typing and named entity linking.", ["named entity linking"]),
        # after 'to', a noun ('-ity', '-tion'), a capitalised word or a language pair is no verb
        ("We apply spectral methods to community detection in social graphs.", ["community detection"]),
        ("We apply the reordering model to Chinese-to-English translation.", ["Chinese-to-English translation"]),
        ("Existing methods struggle to balance generation quality with efficiency.", []),
        # 'personalized' defines the task, like 'supervised'
        ("We achieve zero-shot personalized portrait generation from one photo.", ["zero-shot personalized portrait generation"]),
        # 'novel view', 'single image' are compounds of the field, though 'novel' and 'single' alone are no modifiers
        ("3DGS has made strides in novel view synthesis and single image super-resolution.",
         ["novel view synthesis", "single image super-resolution"]),
        # the long form of a task acronym keeps the modifiers its initials leave out
        ("GANs have been widely applied to image super-resolution (SR) to enhance perceptual quality.",
         ["image super-resolution", "SR"]),
        ("Existing 2D-to-3D human pose estimation (HPE) methods struggle with occlusion.",
         ["2D-to-3D human pose estimation", "HPE"]),
        ("Contemporary Video Instance Segmentation (VIS) methods use an intelligent image editing step.",
         ["Video Instance Segmentation", "VIS"]),
        # a head broken by a hyphen at a line end of the PDF text is still the head
        ("It increases the F-score of Tibetan word segmen-tation by 4.15%.", ["Tibetan word segmen-tation"]),
        ("Super-resolution, in-painting and style transfer are solved by one model.", ["Super-resolution", "in-painting", "style transfer"]),
        # after an adverb, a plain word that is no adjective, participle or noun is a verb
        ("Occlusions fundamentally challenge monocular depth estimation.", ["monocular depth estimation"]),
        ("Wrong priors can negatively impact NER, unlike early polyp detection.", ["NER", "polyp detection"]),
        # any dimension stays in the name
        ("We present a framework for 6D object pose estimation from a single RGB-D image.",
         ["6D object pose estimation"]),
        ("Category-level 3D/6D pose estimation is a crucial step.", ["3D/6D pose estimation"]),
        # evaluative and role words are not part of the name
        # (a bare head before a thing noun modifies it: 'segmentation models' names models, not the task)
        ("VerifiAgent outperforms baseline verification methods and 14 representative segmentation models.", []),
        ("It yields physically plausible HOI generation results.", ["HOI generation"]),
    ],
)
def test_tasks_modifier_boundaries(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Specifically, a keypoint extraction module locates keypoints, and a tokenization strategy encodes them.",
        "We propose a palm crease generation mechanism and a distortion correction loss.",
        "Process reward models score intermediate reasoning steps, and the dataset has 1,172 QA pairs.",
        # a bare head with its object is the act on that object, not a task's name
        "Accurate segmentation of pulmonary vessels is critical, as is the classification of coral reefs.",
        # a generic noun as the only modifier leaves a step of any method
        "We build a data synthesis pipeline and improve global context modeling with attention adaptation.",
        "We train with a Nearest Neighbor Feature Matching (NNFM) loss. However, NNFM loss ignores global style.",
        # an attribute of a method or a model: its style, prior, objective, gaps, boundaries
        "CineTrans produces cinematic multi-shot sequences while adhering to the film editing style.",
        "Existing 3D human reconstruction methods do not explicitly exploit such part segmentation priors.",
        "Our approach employs a conditional denoising objective to fine-tune ByT5.",
        "The benchmark shows that models need targeted strategies addressing specific visual reasoning gaps.",
        # a conjunction ('whilst') never modifies a task head
        "It captures detailed spatial patterns of ocean colour whilst matching point observations.",
        # a formula or a variable in LaTeX math is no task word
        "It learns spectral embedding and $k$-means clustering using a single network in an end-to-end manner.",
        "ARC measures the relevance of contextual tokens via alignment of their top-$k$ prediction rankings.",
        # a component after the phrase's own acronym
        "SynchroRaMa includes an audio-to-motion (A2M) module that generates motion frames aligned with the audio.",
    ],
)
def test_tasks_component_or_generic_step_is_not_a_task(text: str) -> None:
    assert tasks_of(text) == []


@pytest.mark.parametrize(
    ("word", "head", "last_part_head"),
    [
        ("estimation", True, True),
        ("question-answering", True, True),  # the head is the last part
        ("seg-mentation", True, False),  # a PDF line-end hyphenation: a head, but its last part is none
        ("fact-checking", True, False),  # a head itself; "checking" alone is none
        ("quality", False, False),
    ],
)
def test_tasks_word_flags_read_heads_as_the_head_rules_do(word: str, head: bool, last_part_head: bool) -> None:
    rules = TaskRules(RuleSet.load())
    flags = rules.word_classes[word]
    assert bool(flags & W_HEAD) == head == (head_word_of(word, rules.heads) in rules.heads)
    assert bool(flags & W_LAST_HEAD) == last_part_head


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 'subtasks' is no cue: the list is not read as tasks
        ("The problem is split into subtasks, retrieval, reranking, and summarization.", ["summarization"]),
        ("We evaluate on tasks such as retrieval, reranking, and summarization.", ["retrieval", "summarization"]),
    ],
)
def test_tasks_list_cue_is_a_whole_word(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


def test_tasks_proposed_judged_per_mention_within_one_sentence() -> None:
    text = ("We introduce a new task, image deblurring, which is related to super-resolution and denoising and to "
            "depth estimation in dynamic scenes.")
    proposed = {c.text: c.proposed for c in extract(text) if isinstance(c, TaskClaim)}
    assert proposed["image deblurring"] is True
    assert proposed["depth estimation"] is False  # too far after the cue


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Visual Question Answering (VQA) holds great potential for assisting Blind and Low Vision users, yet "
         "real-world usage remains challenging.", "task"),
        ("Image Quality Assessment (IQA) is a core task in computer vision.", "task"),
        ("We evaluate on the Visual Question Answering (VQA) dataset and report accuracy.", "dataset"),
    ],
)
def test_a_defined_task_acronym_is_a_task_unless_it_names_its_dataset(text: str, label: str) -> None:
    claims = {c.text: c.type for c in extract(text) if c.type in ("task", "dataset")}
    assert claims.get("VQA", claims.get("IQA")) == label


def test_a_task_acronym_before_a_noun_is_the_task_not_the_benchmark() -> None:
    text = ("Our findings highlight the importance of incorporating such questions into VQA benchmarks to "
            "evaluate whether models tend to answer.")
    claims = {c.text: c.type for c in extract(text) if c.type in ("task", "dataset")}
    assert claims.get("VQA") == "task"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a bare head names a task standing as its own noun phrase
        ("Mars-Bench comprises 20 datasets spanning classification, segmentation, and object detection.",
         ["classification", "segmentation", "object detection"]),
        ("In this paper we perform segmentation and classification in histological images.",
         ["segmentation", "classification"]),
        ("Nonetheless, benchmarks for tasks like classification and segmentation however remain scarce.",
         ["classification", "segmentation"]),
        # but not as the act itself or as the modifier of another noun
        ("The architecture preserves spatial and contextual details for precise segmentation.", []),
        ("We hypothesize that intermediate layer features of segmentation models capture structure.", []),
        ("We show gains when training on multiple classification tasks.", []),
        ("These agents are capable of accurately parsing diverse user queries.", []),
        ("Experimental results show that it improves classification in multi-view data.", []),
        # 'time series' modifies the head as one noun (another plural modifier cuts the phrase: no bare head)
        ("This study proposes DA-TS for time series forecasting problems.", ["time series forecasting"]),
        ("Annotators label body parts segmentation masks.", []),
    ],
)
def test_tasks_bare_head_only_as_its_own_noun_phrase(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # evaluative and manner words describe how well, they do not start a task name
        ("Their performance depends on shortcuts rather than on genuine reasoning abilities.", []),
        ("Language models often struggle with structured reasoning, leading to inconsistent answers.", []),
        ("We present a novel approach for generalizable street scene reconstruction.", ["street scene reconstruction"]),
        ("Current LLMs are inadequate for rigorous mathematical reasoning tasks.", ["mathematical reasoning"]),
        ("Models of this kind remain strong on repetitive action counting.", ["repetitive action counting"]),
        ("Our method drives models to consume excessive reasoning tokens on simple queries.", []),
        ("We propose a method for persistent identity tracking in crowded scenes.", ["identity tracking"]),
        # a learning setting makes a specific task (guidelines: 'zero-shot image classification'); other
        # '-shot' words say how
        ("Our model improves zero-shot image classification and few-shot segmentation on eleven benchmarks.",
         ["zero-shot image classification", "few-shot segmentation"]),
        ("We propose a single-shot reasoning scheme for small models.", []),
        # 'universal' names a setting of some tasks: it stays
        ("Universal image segmentation unifies semantic, instance and panoptic segmentation.",
         ["Universal image segmentation", "panoptic segmentation"]),
        # 'model' doing the head is not its modifier, unless a modifier makes it the object
        ("The strongest model solving fewer than one third of the tasks is GPT-4o.", []),
        ("Source camera model identification (SCMI) plays a pivotal role in image forensics.",
         ["Source camera model identification", "SCMI"]),
        # verbs before a cue noun and links are not tasks
        ("It selects experts dynamically, thereby improving task accuracy and efficiency.", []),
        ("Our code is available at https://github.com/sail-sg/variational-reasoning.", []),
        ("To address the lack of fisheye data in autonomous driving tasks, we build a simulator.",
         ["autonomous driving"]),
    ],
)
def test_tasks_manner_words_verbs_and_links_start_no_task(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


def test_tasks_modality_mapping_read_as_a_dataset_is_the_task() -> None:
    assert ("Text-to-SQL", "task") in typed("Large language models show strong performance on Text-to-SQL with prompting.")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a singular cue noun that modifies the next word is no cue: 'task performance', 'benchmark reliability'
        ("Ensuring benchmark reliability is therefore essential for progress.", []),
        ("The agent learns by observing task execution in the simulator.", []),
        ("The model is strong on coding tasks but weak on planning.", ["coding"]),
        # a learning paradigm defined by an acronym is a method, not a task
        ("Conventional multiple instance learning (MIL) methods rely on aggregation functions.", []),
    ],
)
def test_tasks_cue_noun_modifying_a_noun_and_paradigms(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the task phrase describes a process or its trace, not the task solved
        ("The method integrates multilingual reasoning paths through majority voting.", []),
        ("We analyze expert routing patterns using parallel multilingual datasets.", []),
        ("Noise sharing for two parallel denoising processes ensures consistency.", []),
        ("A bias injected into the image generation process degrades samples.", []),
        ("The model generates interleaved visual reasoning chains and traces.", []),
        # before 'quality' the phrase is part of a measure, which the guidelines annotate as the metric
        ("Our method outperforms the baseline, improving novel view synthesis quality with fewer artifacts.", []),
        # the task stays before other nouns, and an acronym keeps its reading before 'quality'
        ("We analyze the visual reasoning ability of VLMs.", ["visual reasoning"]),
        ("The reasoning capabilities of LLMs improve machine translation (MT) quality.", ["machine translation", "MT"]),
        ("Reranking n-best lists improves MT quality.", ["MT"]),
    ],
)
def test_tasks_before_a_product_noun_describe_the_process(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a model's tokens or experts as the only modifier: a step inside a model, not a task
        ("Long videos yield many visual tokens, making efficient token compression crucial.", []),
        ("Fine-grained expert routing with 64 micro-experts improves efficiency.", []),
        ("The answers must be aligned with expert reasoning.", []),
        # 'own' says whose, not which task: the task name starts after it
        ("We introduce our own patch detection method.", ["patch detection"]),
        ("A critic model periodically probes its own reasoning.", []),
        # with another modifier the phrase can name a task
        ("Existing KV cache compression methods lose accuracy.", ["KV cache compression"]),
    ],
)
def test_tasks_model_internals_and_own_are_no_task_modifiers(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # after 'through' the phrase is the means of another act, not the task solved or evaluated on
        ("Models analyze the shortcomings of a hypothesis through textual reasoning and refine it.", []),
        ("Knowledge graphs can be enhanced through rule mining; however, the rules are noisy.", []),
        ("The approach explores joint policy spaces through recursive reasoning.", []),
        # other prepositions keep the task
        ("We propose a framework for satellite image super-resolution.", ["satellite image super-resolution"]),
    ],
)
def test_tasks_means_after_through_is_no_task(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 'talking head' / 'talking face' is a compound of the field, though 'talking' alone is a verb form
        ("We propose a two-stage framework for audio-driven talking head generation.",
         ["audio-driven talking head generation"]),
        ("Talking face generation is a challenging task.", ["Talking face generation"]),
        # quantity and comparison words never start a task name
        ("Despite numerous hallucination detection methods, evaluations vary.", ["hallucination detection"]),
        ("While numerous denoising methods exist, many blur details.", []),
        ("The model improves localization while maintaining comparable classification performance.", []),
    ],
)
def test_tasks_compound_and_quantity_words_at_the_start(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a modality mapping before a head is part of the task's name, not an adjective that says how
        ("Recent advancements in speech-to-text translation have led to multilingual models.",
         ["speech-to-text translation"]),
        ("The model reaches 64.3% on image-to-text retrieval.", ["image-to-text retrieval"]),
    ],
)
def test_tasks_modality_mapping_before_a_head_stays_in_the_name(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 'tasks such as' names its items tasks, though no other rule found one of them
        ("We demonstrate the effectiveness of Refine-n-Judge across a range of public datasets spanning five "
         "corpora, targeting tasks such as coding, math, and conversation.", ["coding"]),
        ("It underlies a variety of real-world tasks, including multi-robot coordination, robot-assisted "
         "logistics, and social navigation.", ["multi-robot coordination"]),
        # a plain noun phrase of two or three words is an item of the list too
        ("Sentence embeddings are essential for NLP tasks such as semantic search, re-ranking, and textual "
         "similarity.", ["semantic search", "re-ranking", "textual similarity"]),
        ("We conduct extensive evaluations across four tasks, including object erasure, artistic style erasure, "
         "celebrity erasure, and explicit content erasure.", ["object erasure", "artistic style erasure",
                                                              "celebrity erasure"]),
        # read up to the first item not shaped as a task: what follows may be another phrase
        ("We test four LLMs solving three categories of math tasks, including arithmetic, algebra, and number "
         "theory, and identifies step-level reasoning errors within their solutions.", []),
    ],
)
def test_tasks_items_of_a_list_named_as_tasks(text: str, expected: list[str]) -> None:
    assert [task for task in tasks_of(text) if "reasoning" in task or task in expected] == expected


def test_tasks_items_after_a_task_name_are_its_settings() -> None:
    # 'speech recognition tasks, including ...' lists settings of that task, not other tasks
    text = ("We evaluate all methods on domain-shifted speech recognition tasks, including child speech and "
            "dialectal variation, across model scales.")
    assert tasks_of(text) == ["domain-shifted speech recognition"]


@pytest.mark.parametrize(
    ("text", "task"),
    [
        ("Text-to-Image (T2I) diffusion models have made significant progress in generating diverse high-quality "
         "images from textual prompts.", "Text-to-Image"),
        ("Controlling object motion trajectories in Text-to-Video (T2V) generation is a challenging and relatively "
         "under-explored area.", "Text-to-Video"),
    ],
)
def test_tasks_a_capitalized_modality_mapping_is_a_task_as_in_lower_case(text: str, task: str) -> None:
    """'Text-to-Image' reads as 'text-to-image' does (a task, guidelines' TASK examples), not as a method name."""
    assert (task, "task") in typed(text)
    assert (task, "method") not in typed(text)


@pytest.mark.parametrize(
    ("text", "metric", "task"),
    [
        # a task acronym that modifies a measure is the measure's (clarification 5; TASK: not words inside another
        # entity's span)
        ("Chain-of-thought prompting and specialized reasoning models improve QA accuracy, surpassing the minimum "
         "grades required to pass driving exams.", "QA accuracy", None),
        ("Lightweight fine-tuning improves captioning performance and boosts VQA accuracy from 0.74 to 0.87.",
         "VQA accuracy", None),
        # ... but a measure's reading of the acronym itself ('ASR', attack success rate) leaves the task alone
        ("We also present gender-disaggregated ASR performance evaluation.", None, "ASR"),
    ],
)
def test_tasks_an_acronym_inside_a_measure_belongs_to_the_measure(text: str, metric: str | None,
                                                                 task: str | None) -> None:  # fmt: skip
    claims = typed(text)
    if metric is not None:
        assert (metric, "metric") in claims
        assert not [name for name, type_ in claims if type_ == "task" and name in metric]
    if task is not None:
        assert (task, "task") in claims


def test_tasks_vqa_alone_is_the_task_not_the_dataset() -> None:
    """'VQA' names the task (or video quality assessment); the dataset is written 'VQAv2' / 'VQA v2'."""
    text = "Comprehensive experiments demonstrate a new state-of-the-art for knowledge-based VQA, after training on VQAv2."
    claims = typed(text)
    assert ("knowledge-based VQA", "task") in claims or ("VQA", "task") in claims
    assert ("VQAv2", "dataset") in claims


@pytest.mark.parametrize(
    "text",
    [
        "We apply Flow-SSNs to challenging medical imaging benchmarks and achieve state-of-the-art results.",
        "Experimental results show that DG-PRM achieves stunning performance on prevailing benchmarks.",
    ],
)
def test_tasks_a_field_or_an_adjective_before_tasks_is_no_task(text: str) -> None:
    """'medical imaging tasks' names a field's tasks, 'prevailing benchmarks' the usual ones: no task is named."""
    assert tasks_of(text) == []


@pytest.mark.parametrize(
    ("text", "kept", "adjective"),
    [
        ("Biomedical text mining and question-answering are essential yet highly demanding tasks.",
         "question-answering", "demanding"),
        ("For the remaining tasks, the performance of VLMs is distinctly lower than that of humans.", None,
         "remaining"),
        ("M3PO consistently outperforms strong baselines across a comprehensive suite of multimodal instruction "
         "following tasks.", "multimodal instruction following", None),
    ],
)
def test_tasks_an_ing_adjective_is_no_task_an_ing_noun_may_be(text: str, kept: str | None,
                                                              adjective: str | None) -> None:  # fmt: skip
    tasks = tasks_of(text)
    if kept is not None:
        assert kept in tasks
    if adjective is not None:
        assert not [task for task in tasks if adjective in task]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # standard task acronyms of the field (Papers with Code: Video Question Answering, Person Re-Identification,
        # Unsupervised Domain Adaptation, Knowledge Graph Question Answering) are tasks, not names
        ("Existing VideoQA models struggle with the complexity of real-world traffic scenes.",
         [("VideoQA", "task")]),
        ("We demonstrate its effectiveness in vehicle Re-ID on the VeRi-776 dataset.",
         [("vehicle Re-ID", "task"), ("VeRi-776", "dataset")]),
        ("We test it on three popular UDA benchmarks, namely ImageCLEF, Office-Home, and DomainNet.",
         [("UDA", "task"), ("ImageCLEF", "dataset"), ("Office-Home", "dataset"), ("DomainNet", "dataset")]),
    ],
)
def test_tasks_standard_task_acronyms(text: str, expected: list[tuple[str, str]]) -> None:
    assert typed(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Precise breast ultrasound (BUS) segmentation supports reliable measurement of lesions.",
     ["breast ultrasound (BUS) segmentation"]),
    ("We propose a neuro-symbolic framework for diabetic retinopathy (DR) classification that integrates vision.",
     ["diabetic retinopathy (DR) classification"]),
    ("Recent progress in text-to-video (T2V) generation has enabled the synthesis of long clips.",
     ["text-to-video (T2V) generation"]),
])
def test_tasks_acronym_defined_inside_the_phrase_stays_in_its_span(text: str, expected: list[str]) -> None:
    # the long form of the acronym is the task's modifier, so the whole phrase names the task (as TDMSci
    # annotates 'part-of-speech (POS) tagging'), not the bare head or the x-to-y word alone
    assert tasks_of(text) == expected


def test_tasks_acronym_inside_the_phrase_not_for_a_model_or_a_named_method() -> None:
    # the model does the act ('LLM reasoning'); a named method's acronym is the means ('BPE tokenization')
    assert "large language model (LLM) reasoning" not in tasks_of("We study large language model (LLM) reasoning on math.")
    assert tasks_of("Standard Byte-Pair Encoding (BPE) tokenization splits rare words.") == []


@pytest.mark.parametrize(("text", "expected"), [
    ("This approach establishes a more scalable framework for feed-forward 3D reconstruction with denser outputs.",
     ["3D reconstruction"]),
    ("We propose QueryCraft, a novel plug-and-play HOI detection framework that incorporates semantic priors.",
     ["HOI detection"]),
    ("We present a recipe for occlusion-robust crowd reconstruction in large scenes.", ["crowd reconstruction"]),
    ("We present WinT3R, a feed-forward reconstruction model capable of online prediction.", []),
    ("Our approach outperforms conventional domain-adaptive human pose estimation methods.",
     ["domain-adaptive human pose estimation"]),
])
def test_tasks_manner_hyphen_adjective_is_not_part_of_the_task(text: str, expected: list[str]) -> None:
    # 'feed-forward', 'plug-and-play', 'post-hoc', '-robust', '-invariant', '-consistent', '-adaptive' say how a
    # method works; the domain adaptation setting names the task's setting, like 'cross-domain'
    assert tasks_of(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Recent zero-shot approaches to unsupervised segmentation have shown promise.", ["unsupervised segmentation"]),
    ("We study the difficulty of adapting diffusion models to self-supervised denoising.", ["self-supervised denoising"]),
])
def test_tasks_participle_after_to_is_a_modifier_not_a_verb(text: str, expected: list[str]) -> None:
    # a verb after 'to' takes its base form; 'supervised', 'structured' there modify the task
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # corpus10k 2509.22650, 2509.10345, 2509.19082: the participle 'referring' names the task (Papers with Code:
        # Referring Expression Comprehension, Referring Image Segmentation, Referring Video Object Segmentation)
        ("Most existing approaches to referring segmentation achieve strong performance only through fine-tuning.",
         ["referring segmentation"]),
        ("These models perform well on referring expression comprehension and visual grounding.",
         ["referring expression comprehension", "visual grounding"]),
        ("It will provide valuable insights for the referring video segmentation field.", ["referring video segmentation"]),
        # a participle 'referring' that is no compound's stays out: the verb of a clause
        ("Annotators mark phrases referring to image regions for segmentation tasks.", ["segmentation"]),
    ],
)
def test_tasks_referring_compounds_keep_the_participle(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # corpus10k 2509.26325, 2508.02095, 2509.18831, 2509.14685: two adjectives or two modalities share the head
        ("Our joint modeling substantially improves both spatial and temporal super-resolution.",
         ["spatial and temporal super-resolution"]),
        ("MLLMs are strong at integrating linguistic and visual reasoning.", ["linguistic and visual reasoning"]),
        ("Recent advances in diffusion models have significantly improved image and video synthesis.",
         ["image and video synthesis"]),
        ("It supports image/video generation at scale.", ["image/video generation"]),
        ("We study robot vision and image retrieval.", ["image retrieval"]),  # a modality heading its own compound
        # the first adjective's own modifiers come along: 'zero-shot referring image and video segmentation'
        ("Across zero-shot referring image and video segmentation benchmarks, our approach wins.",
         ["zero-shot referring image and video segmentation"]),
        # a noun before 'and' may be a thing of its own, a task head is a task of its own, a list is no coordination
        ("They differ in reasoning ability and domain adaptation.", ["domain adaptation"]),
        ("Segmentation is needed for diagnosis and treatment planning.", ["Segmentation", "treatment planning"]),
        ("We evaluate classification, temporal and spatial reasoning.", ["spatial reasoning"]),
    ],
)
def test_tasks_coordinated_modifiers_share_the_head(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a repeated unit says how the act is done (corpus10k: 'enables efficient, layer-by-layer retrieval')
        ("We demonstrate the effectiveness of our layer-by-layer feature inversion method.", ["feature inversion"]),
        ("Parallel decoding breaks the token-by-token generation bottleneck.", []),
    ],
)
def test_tasks_step_by_step_compound_is_a_manner(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # corpus10k shapes: a tool's role or owner is no part of the task it does
        ("RAG mitigates hallucinations by combining external retrieval with text generation.", ["text generation"]),
        ("Recently, GLiNER has shown that a compact NER model can outperform much larger models.", ["NER"]),
        ("Our evaluation of open-source and commercial TTS models reveals critical insights.", ["TTS"]),
        ("We evaluate our approach as a standalone anomaly detection framework.", ["anomaly detection"]),
        # 'task planning' is a task of the field (Papers with Code: Task Planning), though 'task' alone is no modifier
        ("LLMs provide a promising interface for high-level robotic task planning.", ["robotic task planning"]),
        ("Task-specific classification heads are trained.", []),
    ],
)
def test_tasks_role_words_and_task_planning(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


def test_tasks_setting_before_an_acronym_stays_but_not_a_manner_or_a_name() -> None:
    text = ("Named entity recognition (NER) is a core task. We investigate cross-lingual NER for Romanian. "
            "This paper focuses on zero-shot NER. Recently, training-based NER methods emerged. "
            "We present event-based NER and Llama NER.")
    assert tasks_of(text) == ["Named entity recognition", "NER", "cross-lingual NER", "zero-shot NER", "NER", "NER", "NER"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # corpus10k shapes: attention between modalities is a part of a model, not a task
        ("The pruning mechanism reuses layer-wise text-to-text attention maps to build priors.", []),
        ("It monitors the model's text-to-vision attention shifts during decoding.", []),
        ("Text-to-image generation has advanced rapidly.", ["Text-to-image generation"]),
        # geo-localization is one task head (Papers with Code: Visual Geo-Localization, Cross-View Geo-Localization)
        ("Real-time, drift-free UAV geo-localization is essential in GNSS-denied areas.", ["UAV geo-localization"]),
        ("We study visual geo-localization and image geolocalization at city scale.",
         ["visual geo-localization", "image geolocalization"]),
    ],
)
def test_tasks_attention_is_a_component_and_geo_localization_a_head(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # corpus10k shapes: conditions and inputs that the field names a task by (Papers with Code: Low-Light Image
        # Enhancement, Open-Domain Question Answering, Skeleton Based Action Recognition, Weakly Supervised Object
        # Detection, Common Sense Reasoning, Small Object Detection)
        ("The module learns illumination residuals for low-light image enhancement.", ["low-light image enhancement"]),
        ("We evaluate on open-domain question answering over Wikipedia.", ["open-domain question answering"]),
        ("Skeleton-based action recognition leverages sequences of joint coordinates.",
         ["Skeleton-based action recognition"]),
        ("We revisit weakly supervised semantic segmentation with image-level labels.",
         ["weakly supervised semantic segmentation"]),
        ("Such models still fail at common sense reasoning.", ["common sense reasoning"]),
        ("The dataset is a benchmark for small object detection in aerial images.", ["small object detection"]),
        # a span never starts inside a compound: 'fully supervised', 'fine grained' (corpus10k 2507.21587, 2508.15641)
        ("Unlike fully supervised semantic segmentation, our method needs no masks.",
         ["fully supervised semantic segmentation"]),
        ("Dense captions act as a memory, enabling fine grained temporal reasoning.", ["fine grained temporal reasoning"]),
        # a capitalised modality stays before the head; a mixed-case metric or name does not
        ("We propose a framework for LiDAR semantic segmentation.", ["LiDAR semantic segmentation"]),
        ("The detector improves mAP enhancement on COCO.", []),
        # the same words as manner or generic adjectives stay out
        ("The method remains robust under low-cost image enhancement.", ["image enhancement"]),
        ("Small models struggle with object detection.", ["object detection"]),
    ],
)
def test_tasks_condition_and_input_modifiers_name_the_task(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # corpus10k shapes; Papers with Code: Image Relighting, Image Outpainting, Autoformalization, Automated
        # Theorem Proving, Robotic Grasping
        ("We propose a 3D Gaussian splatting-based framework for outdoor relighting.", ["outdoor relighting"]),
        ("Existing methods rely on outpainting for successive view expansion.", ["outpainting"]),
        ("Autoformalization is one of the central tasks in formal verification.", ["Autoformalization"]),
        ("LLMs continue to struggle with theorem proving due to sparse supervision.", ["theorem proving"]),
        ("General robotic grasping systems require accurate affordance perception.", ["robotic grasping"]),
        # 'proving' after another word is the verb
        ("IndoBERT was the best model, with data augmentation proving to be a vital factor.", []),
        ("We explored several approaches, with the CNN model proving most effective.", []),
    ],
)
def test_tasks_relighting_outpainting_theorem_proving_and_grasping(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # corpus10k 2507.20987, 2507.16290: 'joint' stays before a modifier that names the acts done together
        ("We also release an evaluation protocol for assessing joint audio-video generation of animals.",
         ["joint audio-video generation"]),
        ("We present a 3D foundation model designed for joint geometric dense prediction.",
         ["joint geometric dense prediction"]),
        # alone it says 'together', not which task: no task, and no modifier of an acronym
        ("The two encoders are trained with joint learning and joint detection losses.", []),
        ("We introduce a joint ASR and pitch accent detection model.", ["ASR", "pitch accent detection"]),
        # a 'task of' phrase whose head comes after a coordinated part is not cut there ('joint egocentric video')
        ("We introduce a novel task of joint egocentric video and human motion generation.", ["human motion generation"]),
    ],
)
def test_tasks_joint_needs_a_modifier_that_names_the_task(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # corpus10k 2508.08659, 2508.06129: the initials take 'problem', which is then part of the task's name
        ("We propose a solver for the Capacitated Vehicle Routing Problem (CVRP). It is applied to the CVRP only.",
         [("Capacitated Vehicle Routing Problem", "task"), ("CVRP", "task"), ("CVRP", "task")]),
        # a plural definition names the singular mentions too
        ("Large-scale capacitated vehicle routing problems (CVRPs) are hard. We test on CVRP instances.",
         [("capacitated vehicle routing problems", "task"), ("CVRPs", "task"), ("CVRP", "task")]),
        # a long form with no task head before 'problem' stays out
        ("Markov decision problems (MDPs) are a common formalism.", []),
    ],
)
def test_tasks_problem_named_by_its_acronym_keeps_problem(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(t, ty) for t, ty in typed(text) if ty == "task"] == expected
