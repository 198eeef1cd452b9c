"""Appositives: what the abstract says a name is ('X, a benchmark of ...', 'X, an LLM-based auditor that ...',
'X is a caching framework'), read from the head noun of the noun phrase that explains the name.

One reader serves the proposals (a name the abstract introduces, :mod:`.proposals`) and the context votes on
every other name (:mod:`.context`). The head nouns come from ``rules/lexicons.json``: the dataset heads
(``lexicon/dataset-heads``, with the phrases of ``lexicon/dataset-appositives``), the method nouns, the model
heads with the kinds that make a model a released one (guidelines, clarification 3) and the measure heads.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .lexicons import EntityRules


APPOSITIVE = "entity/appositive"


def appositive_label(text: str, start: int, rules: EntityRules) -> str | None:
    """Read ', a benchmark of ...' / ', the discrepancy between ...' after a name: its label, if it says one."""
    match = _APPOSITIVE_COMMA.match(text, start) or _APPOSITIVE_AS.match(text, start)
    if not match:
        return None
    rest = match.group("rest").lower()
    clause = _RELATIVE_CLAUSE.split(rest, maxsplit=1)[0]
    words = WORDS.findall(clause)
    if match.group("det") == "the" and any(word in rules.metric_appositives for word in words[:2]):
        return "metric"
    # the appositive's head decides ('a human-in-the-loop system designed to accelerate the creation of ...
    # benchmarks' is a system; 'a caching framework ... web environment overhead' a framework); a benchmark
    # or suite further on counts only when the head names no method
    if names_a_model(WORDS.findall(BRACKETS.sub("", clause)), rules):
        return "model"  # (first: 'Wan, a comprehensive and open suite of video foundation models')
    # a data noun counts in the head, before the first preposition: 'a novel method for dataset ownership
    # verification', 'a multimodal RAG framework with a database built on ...' are methods
    head = words[: next((i for i, word in enumerate(words) if i and word in HEAD_STOPS), len(words))]
    if match.group("det") != "the" and _measure_head(head, rules):
        return "metric"  # 'FitAP, a confidence-free average precision metric based on IoU', 'VELA, an automatic
        # evaluation metric for long captions' (not 'a metric-adaptive framework', 'a score calibration module')
    if rules.dataset_appositive_pattern.search(" ".join(head[:6])):
        return "dataset"
    if any(word in rules.method_nouns for word in words[:8]):
        return "method"
    if _STRONG_DATA_WORDS.search(rest):
        return "dataset"
    return None


def _measure_head(head: list[str], rules: EntityRules) -> bool:
    """Whether an appositive's head (its words before the first preposition) is a measure noun: one that ends
    the head or comes before a participle or a relative ('a ... metric based on', 'a ... score extending
    GenEval', 'a metric that ...'), not one that modifies another noun ('a score calibration module', 'a
    metric learning method')."""
    for index, word in enumerate(head[:7]):
        if word not in rules.measure_heads:
            continue
        following = head[index + 1] if index + 1 < len(head) else None
        return following is None or following in PARTICIPLES or following in _RELATIVES or (
            following.endswith(("ing", "ed")) and "-" not in following and following != "learning")
    return False


_RELATIVES = frozenset(["that", "which", "whose", "where", "designed", "developed"])


_TRAINED = frozenset(["trained", "fine-tuned", "finetuned", "pretrained", "pre-trained", "distilled", "post-trained"])


def names_a_model(words: list[str], rules: EntityRules) -> bool:
    """Whether an appositive's head names a released model (guidelines, clarification 3) rather than a design:
    'an Indic-specialized large language model (LLM)', 'a family of small, bidirectional masked language
    models', 'a terminology-aware translation model trained with reinforcement learning', 'an open-weight
    LLM' — but 'a novel generative model for ...', 'a robust VFI model that ...', 'a diffusion model
    framework', 'an LLM-based agent', 'a new kind of measure for LLMs' are designs (methods) or no model.
    The head is the first method noun or model word before a preposition."""
    collective = False
    for index, word in enumerate(words[:8]):
        if word in HEAD_STOPS or word in rules.measure_heads or word in _NOT_MODEL_HEADS:
            return False  # 'FiVE-Acc, a novel metric leveraging Vision-Language Models'
        if word in rules.collective_nouns and words[index + 1 : index + 2] == ["of"]:
            collective = True  # 'a family of small ... models', 'an open suite of video foundation models'
            continue
        if word in rules.dataset_heads:
            return False  # 'a benchmark of language model outputs'
        if word in PARTICIPLES:
            return False  # 'a metric leveraging VLMs', 'a framework using LLMs': what follows is not the head
        following = words[index + 1] if index + 1 < len(words) else ""
        if word in rules.model_heads and following.lstrip("-") in rules.name_suffixes:
            continue  # 'an LLM driven ... method', 'a large language model-based framework'
        if word in rules.model_heads:
            if following in rules.method_nouns or following in rules.dataset_heads:
                return False  # 'a diffusion model framework', 'a language model benchmark'
            if _design_noun_later(words[index + 1 : 8], rules):
                return False  # 'a new LLM reasoning distillation pipeline': the model word modifies the head
            if word not in ("model", "models") or following in _TRAINED or collective:
                return True
            return index > 0 and words[index - 1] in rules.released_model_kinds
        if word in rules.method_nouns:
            return False
    return False


# measure words that are no model's head, besides the measure heads: 'a new kind of index for ...'
_NOT_MODEL_HEADS = frozenset(["index", "loss", "criterion"])


def _design_noun_later(words: list[str], rules: EntityRules) -> bool:
    """A method noun or a data head (other than 'model') further on in the same noun phrase, before a
    preposition, a participle or a relative: the head the words before it modify."""
    for index, word in enumerate(words):
        following = words[index + 1] if index + 1 < len(words) else ""
        # a participle that takes an object or 'as' ends the phrase ('a fine-tuned LLM, acting as a reasoner');
        # one before a noun modifies it ('an LLM thinking paradigm', 'a language model pretraining procedure')
        participle = word.endswith("ing") and (following in HEAD_STOPS or following in ("as", "a", "an", "the"))
        if word in HEAD_STOPS or word in PARTICIPLES or word in _RELATIVES or participle:
            return False
        if word not in ("model", "models") and (word in rules.method_nouns or word in rules.dataset_heads):
            return True
    return False


PARTICIPLES = frozenset(["leveraging", "using", "combining", "integrating", "employing", "utilizing", "exploiting",
                         "incorporating", "built", "powered", "driven", "guided"])  # fmt: skip


HEAD_STOPS = frozenset(["for", "on", "in", "with", "from", "by", "via", "using", "across", "to", "that", "which"])


BRACKETS = re.compile(r"\([^()]*\)")


_STRONG_DATA_WORDS = re.compile(r"\b(?:benchmarks?|datasets?|corpus|corpora|suites?|testbeds?|leaderboards?)\b")


_APPOSITIVE_COMMA = re.compile(r"\s*(?:\([^()]*\))?\s*,\s*(?P<det>an?|the)\s+(?P<rest>[^.;:]{0,160})")


_APPOSITIVE_AS = re.compile(r"\s+as\s+(?P<det>an?)\s+(?P<rest>[^.;:]{0,120})")


_RELATIVE_CLAUSE = re.compile(r"\b(?:that|which|where|whose|to)\b")


WORDS = re.compile(r"[\w\-]+")
