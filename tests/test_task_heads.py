"""Task heads on real abstract sentences: the field's task heads and the heads bound to what they act on (adaptation,
decomposition, decoding, removal, resolution, translation), the nouns that may modify a head (a noun that is also a
verb, nouns in '-al' and '-ing'), where a head is a technique or an objective, not a task ('modeling' of an aspect of
the input, 'distribution matching'), and the describing words a task's name leaves out (manner adjectives,
'performance', 'best-performing')."""

from __future__ import annotations

import pytest

from _claim_helpers import tasks_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Infrared small target detection (ISTD) is one of the key techniques in image processing. ISTD is hard.",
         ["Infrared small target detection", "ISTD", "ISTD"]),
        ("Atmospheric turbulence hinders downstream vision tasks like target detection.", ["target detection"]),
        ("Our code-based representation improves LLMs in 3D shape understanding and shape completion.",
         ["3D shape understanding", "shape completion"]),
        ("Accurate plant counting informs crop yield prediction and density assessment.",
         ["plant counting", "crop yield prediction", "density assessment"]),
    ],
)
def test_tasks_noun_that_is_also_a_verb_modifies_a_task_head(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 'target' before other heads names the target domain or data, not the task
        ("The LLM iteratively queries a target machine translation model to guide generation.",
         ["machine translation"]),
        # ('feature adaptation' is a step of a method: 'adaptation' names a task only after a domain, tasks.BOUND_HEADS)
        ("We then perform self-supervised target feature adaptation on unlabeled data.", []),
        # after a modal or 'to' the word is the verb
        ("Such models may target detection of rare events.", []),
    ],
)
def test_tasks_noun_verb_outside_its_heads_or_as_a_verb(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Diffusion models have become the dominant paradigm for artistic style transfer and makeup transfer.",
         ["artistic style transfer", "makeup transfer"]),
        ("Our framework enables high-fidelity motion transfer across identities.", ["motion transfer"]),
        # other transfers are learning schemes
        ("Knowledge transfer from the teacher improves cross-lingual transfer.", []),
        ("De-identification in the healthcare setting removes identifying information; we apply LLMs to "
         "de-identification.", ["De-identification", "de-identification"]),
        ("Speaker diarization and automated fact-checking remain hard.", ["Speaker diarization", "fact-checking"]),
        ("Existing text anonymization techniques hurt utility.", ["text anonymization"]),
        # 'classical' says when, not which task
        ("Classical mesh texturing techniques blend captured images.", ["mesh texturing"]),
        # a reasoning model's reasoning is what it does, not a task
        ("Our analysis reveals distinct patterns in LRM reasoning.", []),
    ],
)
def test_tasks_task_heads_of_the_field(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Extensive evaluations on survival prediction show gains.", ["survival prediction"]),
        ("We apply LLMs to clinical trial matching and signal reconstruction.",
         ["clinical trial matching", "signal reconstruction"]),
        ("Drones enable efficient animal counting in the wild.", ["animal counting"]),
        # an adjective in -al before a weak head still says how, not which task
        ("We add causal prediction and temporal matching.", []),
    ],
)
def test_tasks_noun_in_al_modifies_a_weak_head(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We evaluate zero-shot image-text retrieval on two benchmarks.", ["zero-shot image-text retrieval"]),
        ("Its application to the downstream Image-Text Retrieval (ITR) task is challenging. ITR needs alignment.",
         ["Image-Text Retrieval", "ITR", "ITR"]),
        # a modality with another kind of word after the hyphen still says how
        ("We propose image-based retrieval for products.", []),
    ],
)
def test_tasks_two_modalities_paired_name_a_cross_modal_task(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Experiments show gains on indoor lighting estimation and building segmentation.",
         ["indoor lighting estimation", "building segmentation"]),
        ("Aggression cues boost cyberbullying detection.", ["cyberbullying detection"]),
        ("Our approach enables efficient image demosaicing on mobile devices.", ["image demosaicing"]),
        # the -ing word as a verb with its object
        ("This is essential for building autonomous travel planning agents.", ["autonomous travel planning"]),
        ("We propose a method for building Question-Answering (QA) systems. QA is hard.",
         ["Question-Answering", "QA", "QA"]),
    ],
)
def test_tasks_noun_in_ing_modifies_a_task_head(text: str, expected: list[str]) -> None:
    assert tasks_of(text) == expected


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus3k sentences (shortened): a bare task head before a measure noun that is no metric names the task measured
        ("Extensive experiments demonstrate the superior dehazing performance and visual quality of our approach "
         "over existing methods.", "dehazing"),
        ("Our model achieves strong transliteration performance, with Char-BLEU scores of 96.37 for Urdu->Roman-Urdu.",
         "transliteration"),
        ("Our experiments reveal that these approaches enhance translation performance by an average of +1.47 BLEU.",
         "translation"),
        ("Evaluated on several synthetic and real-world scenes, TranSplat yields excellent 3D object extractions and "
         "relighting performance compared to recent baseline methods.", "relighting"),
    ],
)
def test_tasks_bare_head_before_a_measure_noun(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    "text",
    [
        # an operation on any input: how well the method's step works, not a task's name
        "Experimental results demonstrate that CP-SSM surpasses Transformer-based models in classification "
        "performance while significantly reducing computational complexity.",
        "Extensive experiments on two public datasets demonstrate the effectiveness of the proposed framework, showing "
        "significant improvements in segmentation performance.",
        # a thing, not a measure: the head modifies it
        "We release the translation models and the parsing pipeline.",
    ],
)
def test_tasks_no_task_before_other_nouns(text: str) -> None:
    assert tasks_of(text) == []


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus10k sentences: NLP task heads ('slot schema induction', 'entity resolution', Papers with Code titles);
        # 'induction' is a task where the abstract names it one (an acronym definition, 'for', 'on')
        ("In task-oriented dialogue (TOD) systems, Slot Schema Induction (SSI) is essential for automatically "
         "identifying key information slots from dialogue data without manual intervention.", "Slot Schema Induction"),
        ("We evaluate our parser on unsupervised grammar induction for ten languages.", "unsupervised grammar induction"),
        ("This is an ideal benchmark to test the key features of our pipeline, including automatic named entity "
         "recognition and entity resolution.", "entity resolution"),
    ],
)
def test_tasks_nlp_task_heads(text: str, task: str) -> None:
    assert task in tasks_of(text)


def test_tasks_resolution_after_other_nouns_is_the_pixel_count() -> None:
    assert tasks_of("Our method renders novel views at a higher image resolution than prior work.") == []


@pytest.mark.parametrize(
    "text",
    [
        # corpus10k: a technique or a theory named by 'induction', not a task
        "These results suggest that our K-step return induction offers a promising direction for enhancing RL-based KD.",
        "Our approach leverages a multi-agent framework with reverse-prompt induction to distill supervision.",
    ],
)
def test_tasks_induction_as_a_technique_is_not_a_task(text: str) -> None:
    assert tasks_of(text) == []


def test_tasks_a_head_before_a_bound_head_it_cannot_modify() -> None:
    # corpus10k: 'resolution' is a task head only after 'coreference' and the like, so 'image generation' keeps its head
    text = "We release (4) enhanced image generation resolution, and (5) emergent image editing capabilities."
    assert "image generation" in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus3k sentences: 'removal' and 'erasure' end a task's name after the thing removed
        ("In this paper, we propose Dereflection Any Image, a comprehensive solution with an efficient data preparation "
         "pipeline and a generalizable model for robust reflection removal.", "reflection removal"),
        ("Due to the dense information in text and patterns covered by shadows, document shadow removal requires "
         "specialized methods.", "document shadow removal"),
        ("Text-to-Image diffusion models can produce undesirable content that necessitates concept erasure techniques.",
         "concept erasure"),
        ("Cloud removal (CR) remains a challenging task in remote sensing image processing.", "CR"),
    ],
)
def test_tasks_removal_heads(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    "text",
    [
        # a verb before the head, and no thing removed
        "Watermarks are typically expected to preserve the integrity of the target image, withstand removal attempts, "
        "and prevent unauthorized replication onto unrelated images.",
        "We study the removal of redundant tokens and show that efficient removal keeps accuracy.",
    ],
)
def test_tasks_no_removal_task(text: str) -> None:
    assert not [t for t in tasks_of(text) if t.endswith("removal")]


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus3k sentences: 'decomposition' names a task after the words the field names it by
        ("Our method synergistically trains for both monocular depth estimation and intrinsic image decomposition.",
         "intrinsic image decomposition"),
        ("Existing image decomposition methods are trained on a set of superimposed input images and the respective "
         "unmixed target images.", "image decomposition"),
        ("We propose four modules: LLM-based scene decomposition, LLM-based motion planning, motion refinement network "
         "and compositional SDS, to tackle the two challenges in a divide-and-conquer strategy.", "scene decomposition"),
    ],
)
def test_tasks_bound_decomposition(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    "text",
    [
        # after other words a technique (corpus10k shapes)
        "We factorize the joint action-value function through value decomposition and train agents with QMIX.",
        "The planner relies on task decomposition to split long instructions into subgoals.",
        "We compress the embedding tables with tensor decomposition.",
    ],
)
def test_tasks_decomposition_technique(text: str) -> None:
    assert not [t for t in tasks_of(text) if t.endswith("decomposition")]


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus10k sentences: 'decoding' names a task after the brain signal or behaviour read out
        ("Brain decoding currently faces significant challenges in individual differences, modality alignment, and "
         "high-dimensional embeddings.", "Brain decoding"),
        ("We investigate its potential for versatile EEG decoding, assessing performance on a range of few-shot and "
         "zero-shot settings.", "EEG decoding"),
        ("Despite limited data, SSENSE achieves promising results, demonstrating that general-purpose language "
         "representations can serve as effective priors for neural decoding.", "neural decoding"),
    ],
)
def test_tasks_bound_decoding(text: str, task: str) -> None:
    assert task in tasks_of(text)


def test_tasks_speculative_decoding_is_no_task() -> None:
    text = "We accelerate LLM inference with speculative decoding and contrastive decoding."
    assert not [t for t in tasks_of(text) if t.endswith("decoding")]


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus10k sentences: two adjectives share a lexicon term's head, as they share a head noun's
        ("In this work, we address multilingual and cross-lingual emotion detection by leveraging adapter-based "
         "fine-tuning with multilingual pre-trained language models.", "multilingual and cross-lingual emotion detection"),
        ("Despite the demonstrated effectiveness of transformer models in NLP, and image and video classification, the "
         "available tools fall short.", "image and video classification"),
    ],
)
def test_tasks_shared_lexicon_head(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "not_task"),
    [
        # corpus10k sentences: 'adaptation' after a word that is no domain, language or speaker is a step of a method
        ("It is also plug-and-play allowing integrating existing surrogate-dependent unlearnable methods with little "
         "adaptation.", "little adaptation"),
        ("These findings highlight that efficient parameter adaptation via LoRA remains the most effective strategy for "
         "our tasks: sentiment analysis, paraphrase detection, and sonnet generation.", "parameter adaptation"),
        ("This paper proposes a novel visual and semantic prompt collaboration framework, which utilizes prompt tuning "
         "techniques for efficient feature adaptation.", "feature adaptation"),
        ("These results highlight the promise of transformer-based designs for multilingual handwriting generation and "
         "efficient style adaptation.", "style adaptation"),
        ("In this paper, we begin by applying and analyzing low rank adaptation in a continual learning setting.",
         "rank adaptation"),
    ],
)
def test_tasks_adaptation_needs_a_domain(text: str, not_task: str) -> None:
    assert not_task not in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus10k sentences (guards, passing before too): adapting to a new domain or accent keeps its name
        ("Domain shift hurts the real-world performance of deep neural networks, necessitating unsupervised domain "
         "adaptation (UDA) to bridge this gap.", "unsupervised domain adaptation"),
        ("Speech-to-speech translation systems convert spoken input in one language to spoken output in another, "
         "typically focusing on either language translation or accent adaptation.", "accent adaptation"),
    ],
)
def test_tasks_adaptation_after_a_domain(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    "text",
    [
        # corpus10k sentences: a bare 'translation' beside rotation or scaling is a shift in space
        "These motion-based descriptors achieve natural invariance to translation, rotation, and scale variations "
        "while remaining robust across different imaging modalities.",
        "Existing methods either estimate and decompose the essential matrix or directly estimate the rotation and "
        "translation to obtain the solution.",
        "Our method adversarially integrates both global transformations (e.g., rotation, translation) and local "
        "elastic deformations during training to simulate realistic low-quality conditions.",
    ],
)
def test_tasks_geometric_translation(text: str) -> None:
    assert "translation" not in tasks_of(text)


def test_tasks_translation_task_beside_reflection() -> None:
    # corpus10k sentence (a guard, passing before too): 'reflection' alone does not make the transform
    assert "translation" in tasks_of("The experiment involved a translation task paired with retrospective reflection.")


@pytest.mark.parametrize(
    ("text", "not_task"),
    [
        # corpus10k sentences: 'modeling' of an aspect of the input is a mechanism, also after 'for' or 'in'
        ("Specifically, for style modeling, we propose a style representation learning scheme to encode the style "
         "information into a compact representation.", "style modeling"),
        ("For appearance modeling, we develop FastPaint, a 2-steps diffusion model tailored for instant inpainting, "
         "which focuses on maintaining spatial appearance consistency.", "appearance modeling"),
        ("While recent state space models like Mamba show potential for long-range dependency modeling, their "
         "unfolding operations and fixed scan paths on 1D sequences fail to adapt to local object semantics.",
         "long-range dependency modeling"),
        ("Our study theoretically and empirically demonstrates that highly certain predictions in background "
         "modeling enhance the confidence of corresponding foreground modeling.", "background modeling"),
        ("These features are explicitly warped into a canonical space via a deformation offset field, eliminating "
         "the need for MLP-based motion modeling.", "motion modeling"),
    ],
)
def test_tasks_modeling_of_an_aspect(text: str, not_task: str) -> None:
    assert not_task not in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus10k sentences (guards): 'modeling' of a thing the model outputs after a purpose word stays a task
        ("In this work, we present a\nsystematic analysis of the effect of base model selection on reward modeling\n"
         "performance.", "reward modeling"),
        ("We present an open-source, low-cost photogrammetry system for 3D plant\nmodeling and phenotyping.",
         "3D plant modeling"),
    ],
)
def test_tasks_modeling_of_a_thing(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "not_task"),
    [
        # corpus10k sentences: after a purpose preposition, 'X learning' with X no learning setting is a scheme or
        # a step of a method, not a task
        ("R1-Searcher++ employs a two-stage\ntraining strategy: an initial SFT Cold-start phase for preliminary "
         "format\nlearning, followed by RL for Dynamic Knowledge Acquisition.", "preliminary format learning"),
        ("The model first extracts significant\nfeatures via projection and self-attention, then applies "
         "frequency-based\nfiltering to preserve essential structural information for prompt learning.",
         "prompt learning"),
    ],
)
def test_tasks_learning_scheme_after_purpose_word(text: str, not_task: str) -> None:
    assert not_task not in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus10k sentences (guards): a learning setting after a purpose preposition names the learning problem
        ("Subsequently, a cross-domain\none-stage fusion training strategy is proposed, utilizing the large language\n"
         "model (LLM) as a unified interface for multi-source multi-task learning.", "multi-task learning"),
        ("Model merging has emerged as a promising approach for unifying independently\nfine-tuned models into an "
         "integrated framework, significantly enhancing\ncomputational efficiency in multi-task learning.",
         "multi-task learning"),
    ],
)
def test_tasks_learning_setting_after_purpose_word(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "not_task"),
    [
        # corpus10k sentences: 'performance' is the measure of any method; 'enhancement' after a word that is no
        # signal is a step of a method
        ("Significant recent efforts have been dedicated to developing LLM unlearning\nbenchmarks such as WMDP "
         "(Weapons of Mass Destruction Proxy) and MUSE (Machine\nUnlearning Six-way Evaluation), facilitating "
         "standardized unlearning\nperformance assessment and method comparison.", "performance assessment"),
        ("Ablation studies further investigate the application strategies of\nfeature enhancement and consistency "
         "constraints, underscoring the significant\ncontributions of the proposed modules.", "feature enhancement"),
        ("We present DualPrompt-MedCap, a novel dual-prompt enhancement framework that\naugments Large "
         "Vision-Language Models (LVLMs) through two specialized\ncomponents.", "dual-prompt enhancement"),
    ],
)
def test_tasks_generic_enhancement(text: str, not_task: str) -> None:
    assert not_task not in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus10k sentences (guards): enhancing a signal, or an enhancement named by its acronym, is a task
        ("Recent years have\nwitnessed promising progress in fundus image enhancement.", "fundus image enhancement"),
        ("Experimental results show that PPTformer achieves state-of-the-art performance\non image deraining, defocus "
         "deblurring, desnowing, and low-light enhancement.", "low-light enhancement"),
        ("Facial Aesthetics Enhancement (FAE) aims to improve facial attractiveness by\nadjusting the structure and "
         "appearance of a facial image while preserving its\nidentity as much as possible.",
         "Facial Aesthetics Enhancement"),
    ],
)
def test_tasks_signal_enhancement(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "not_task"),
    [
        # corpus10k sentences: a manner or degree adjective before an activity head says how it is done
        ("However, most existing works share two constraints: 1) heavy reliance on explicit instructions with little "
         "reasoning on implicit user intention; 2) negligence of inter-step route planning on robot moves.",
         "little reasoning"),
        ("However, both approaches fall short, either omitting reasoning entirely or producing imitative reasoning "
         "that limits generalization.", "imitative reasoning"),
        ("MedSegFactory unlocks on-demand generation of paired medical images and segmentation masks through "
         "user-defined prompts that specify the target labels, imaging modalities, anatomical regions, and "
         "pathologies.", "on-demand generation"),
        ("This research paper presents an innovative ship detection system tailored for applications like maritime "
         "surveillance and ecological monitoring.", "innovative ship detection"),
    ],
)
def test_tasks_manner_adjective(text: str, not_task: str) -> None:
    assert not_task not in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus10k sentences (guards): the manner word leaves the task; 'tiny' and 'repetitive' name tasks
        ("This research paper presents an innovative ship detection system tailored for applications like maritime "
         "surveillance and ecological monitoring.", "ship detection"),
        ("Tiny object detection plays a vital role in drone surveillance, remote sensing, and autonomous systems, "
         "enabling the identification of small targets across vast landscapes.", "Tiny object detection"),
        ("Repetitive action counting, which aims to count periodic movements in a video, is valuable for video "
         "analysis applications such as fitness monitoring.", "Repetitive action counting"),
    ],
)
def test_tasks_manner_adjective_guards(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # corpus10k sentences: 'small target', 'long document', 'long video' are compounds of the field's task names,
        # and 'infrared' is an adjective, not a participle
        ("Aiming at the detection difficulties of infrared images such as complex\nbackground, low signal-to-noise "
         "ratio, small target size and weak brightness, a\nlightweight infrared small target detection algorithm "
         "ISTD-YOLO based on\nimproved YOLOv7 was proposed.", "infrared small target detection"),
        ("For documents, FRAG achieves over 20% improvements on MP-DocVQA\ncompared with recent LMMs specialized in "
         "long document understanding.", "long document understanding"),
    ],
)
def test_tasks_compound_modifiers_stay(text: str, task: str) -> None:
    assert task in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "not_task"),
    [
        # corpus10k sentences: matching a model's quantity is an objective or a step of a method
        ("Our approach\nleverages 1) activation matching, an intermediate constraint that encourages\nstudent to align "
         "its token-wise dependencies.", "activation matching"),
        ("By doing so, FReM helps quick-thinking models\nmove beyond superficial pattern matching and narrows the "
         "reasoning space for\nslow-thinking models to avoid unnecessary exploration.", "pattern matching"),
        ("Recent learning-based MVS\nframeworks overlook the geometric information embedded in features and\n"
         "correlations, leading to weak cost matching.", "cost matching"),
    ],
)
def test_tasks_matching_objective(text: str, not_task: str) -> None:
    assert not_task not in tasks_of(text)


def test_tasks_feature_matching_stays() -> None:
    # corpus10k sentence (guard): matching image features is a task
    assert "feature matching" in tasks_of("Robust and efficient local feature matching plays a crucial role in\n"
                                          "applications such as SLAM and visual localization for robotics.")


@pytest.mark.parametrize(
    ("text", "task", "not_task"),
    [
        # corpus10k sentences: 'on-device', '-performing', '-realistic' say where or how well, not which task
        ("The rapid advancements in Large Vision Language Models (LVLMs) offer the\npotential to surpass conventional "
         "labeling by generating richer, more detailed\ndescriptions of on-device human behavior understanding (HBU) "
         "in low-resolution\nvision systems, such as depth, thermal, and infrared.", "human behavior understanding",
         "on-device human behavior understanding"),
    ],
)
def test_tasks_describing_hyphen_adjective(text: str, task: str, not_task: str) -> None:
    tasks = tasks_of(text)
    assert task in tasks
    assert not_task not in tasks


def test_tasks_performing_is_no_task_modifier() -> None:
    # corpus10k sentence
    text = ("Our experiments show an mAP50-95 of 98.8 for sugar-beet detection\nand an mIoU of 64.0 for the "
            "best-performing segmentation model.")
    assert "best-performing segmentation" not in tasks_of(text)


@pytest.mark.parametrize(
    ("text", "task", "not_task"),
    [
        # corpus10k sentences: 'next-generation' / 'current-generation' name an era of systems, not a task
        ("Our survey highlights emerging trends, open challenges, and future directions to guide researchers and "
         "practitioners in developing next-generation stance\ndetection systems powered by large language models.",
         "stance detection", "next-generation stance detection"),
        ("We present Skywork R1V2, a next-generation multimodal reasoning model and a major leap forward from its "
         "predecessor, Skywork R1V.", "multimodal reasoning", "next-generation multimodal reasoning"),
        ("Large language model performance exhibits persistent limitations in crucial areas such as planning, "
         "reasoning, and spatial coordination, suggesting that current-generation large language models still "
         "suffer fundamental shortcomings.", None, "current-generation"),
    ],
)
def test_tasks_generation_era_is_no_task(text: str, task: str | None, not_task: str) -> None:
    tasks = tasks_of(text)
    assert task is None or task in tasks
    assert not_task not in tasks


@pytest.mark.parametrize(
    ("text", "task", "not_task"),
    [
        # corpus10k sentences: manner adjectives, a metric word, adverbs and verb forms before a task head
        ("However, existing methods suffer from imprecise instance segmentation, static semantic updates, and limited "
         "handling of complex queries.", "instance segmentation", "imprecise instance segmentation"),
        ("Recent remarkable progress in deep learning-based methods makes it possible to generate satisfactory "
         "segmentation results.", None, "satisfactory segmentation"),
        ("To further refine lane continuity and ensure smooth lane reconstruction, we introduce a Conditional Random "
         "Field module that enforces spatial coherence in lane predictions.", "lane reconstruction",
         "smooth lane reconstruction"),
        ("DaHyF also achieves the top ranking on both the HO3Dv2 and HO3Dv3 leaderboards for the metric of Mean Joint "
         "Error.", None, "top ranking"),
        ("Currently, the deep learning-based methods are capable of the high accuracy segmentation of crown.", None,
         "accuracy segmentation"),
        ("Even though denoising remote sensing images plays an essential role before applications, the current "
         "denoising algorithms fail to attain optimum performance.", None, "though denoising"),
        ("The OncoReg Challenge addresses this issue by enabling researchers to develop and validate\nimage "
         "registration methods through a two-phase framework.", "image registration", "validate image registration"),
        ("The demand for high-quality medical imaging in clinical practice and assisted diagnosis has made 3D "
         "reconstruction in radiological imaging a key research focus.", "3D reconstruction", "made 3D reconstruction"),
    ],
)
def test_tasks_manner_words_and_verbs_are_no_modifiers(text: str, task: str | None, not_task: str) -> None:
    tasks = tasks_of(text)
    assert task is None or task in tasks
    assert not_task not in tasks


def test_tasks_authentic_reasoning_is_no_task() -> None:
    # corpus10k sentence: 'authentic' says how genuine the reasoning is, not which task
    text = ("Insights from cognitive neuroscience suggest that authentic reasoning involves a complex interweaving "
            "between meta-reasoning and solving.")
    assert "authentic reasoning" not in tasks_of(text)


@pytest.mark.parametrize(
    "text",
    [
        # corpus10k sentences: lexicon terms (TDMSci) used for a generic step or activity
        "To further optimize graph construction, we introduce an efficient connectivity strategy.",
        "We discuss the possibilities and limitations of using LLMs for text analysis.",
    ],
)
def test_tasks_generic_lexicon_terms_are_no_tasks(text: str) -> None:
    assert tasks_of(text) == []


@pytest.mark.parametrize(
    ("text", "task", "not_task"),
    [
        # corpus10k sentences: 'intuitive', 'meticulous', 'massive' say how or how much, not which task
        ("Text-driven object insertion in 3D scenes is an emerging task that enables intuitive scene editing through "
         "natural language.", "scene editing", "intuitive scene editing"),
        ("Achieving meticulous segmentation of tooth point clouds from intra-oral scans stands as an indispensable "
         "prerequisite for various orthodontic applications.", None, "meticulous segmentation"),
        ("We present Forensics-Bench, a new forgery detection evaluation benchmark suite to assess LVLMs across "
         "massive forgery detection tasks.", "forgery detection", "massive forgery detection"),
    ],
)
def test_tasks_more_manner_adjectives(text: str, task: str | None, not_task: str) -> None:
    tasks = tasks_of(text)
    assert task is None or task in tasks
    assert not_task not in tasks
