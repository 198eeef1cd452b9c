"""Appositives: what the abstract says a name is ('X, a benchmark of ...', 'X, an LLM-based auditor that ...',
'X is a caching framework'), read from the head noun of the noun phrase that explains the name.

One reader serves the proposals (a name the abstract introduces, :mod:`.proposals`) and the context votes on
every other name (:mod:`.context`). The head nouns come from ``rules/lexicons.json``: the dataset heads
(``lexicon/dataset-heads``, with the phrases of ``lexicon/dataset-appositives``), the method nouns, the model
heads with the kinds that make a model a released one (guidelines, clarification 3) and the measure heads.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from .lexicons import EntityRules


APPOSITIVE = "entity/appositive"


class Appositive(NamedTuple):
    """What an appositive says a name is: the label, and the noun that said it ('framework', 'benchmark')."""

    label: str
    noun: str


def appositive_label(text: str, start: int, rules: EntityRules) -> str | None:
    """The label an appositive after a name the abstract introduces says (:func:`read_appositive`)."""
    found = read_appositive(text, start, rules, introduced=True)
    return found.label if found is not None else None


def read_appositive(text: str, start: int, rules: EntityRules, *, introduced: bool,
                    bare: bool = False) -> Appositive | None:  # fmt: skip
    """Read ', a benchmark of ...' / ' as a ...' after a name (``start``: where the name ends): its label, if
    the head noun says one. For a name the abstract ``introduced`` (a proposal), ', the discrepancy between ...'
    also defines a measure, and a method or data noun anywhere in the appositive counts when its head says
    nothing; for any other name the copula is read too ('X is a parallel dataset of ...'), only the head counts,
    and with ``bare`` an appositive that lost its comma ('we introduce \\textbf{X} a novel benchmark')."""
    match = _APPOSITIVE_COMMA.match(text, start) or _APPOSITIVE_AS.match(text, start)
    copular = False
    if match is None and not introduced:
        match = _COPULAR.match(text, start) or (_APPOSITIVE_BARE.match(text, start) if bare else None)
        copular = match is not None and match.re is _COPULAR
    if not match:
        return None
    rest = match.group("rest").lower()
    clause = _RELATIVE_CLAUSE.split(rest, maxsplit=1)[0]
    main = _MAIN_CLAUSE_AFTER.search(clause)
    if main is not None:  # 'Building on X, an NMS-free detector, we achieve ... accuracy': the main clause's words
        clause = clause[: main.start()]
    if not introduced:  # a comma after a head noun closes the phrase: 'X, a previously proposed framework, addresses'
        closed = _CLOSED_AFTER_NOUN.search(clause)
        if closed is not None and _is_head_noun(closed.group(1), rules):
            clause = clause[: closed.end(1)]
    words = WORDS.findall(clause)
    if introduced and match.group("det") == "the" and any(word in rules.metric_appositives for word in words[:2]):
        return Appositive("metric", next(word for word in words[:2] if word in rules.metric_appositives))
    # the appositive's head decides ('a human-in-the-loop system designed to accelerate the creation of ...
    # benchmarks' is a system; 'a caching framework ... web environment overhead' a framework); a benchmark
    # or suite further on counts only when the head names no method
    if names_a_model(WORDS.findall(BRACKETS.sub("", clause)), rules):
        return Appositive("model", "model")  # (first: 'Wan, a comprehensive and open suite of video foundation models')
    # a data noun counts in the head, before the first preposition: 'a novel method for dataset ownership
    # verification', 'a multimodal RAG framework with a database built on ...' are methods
    head = words[: next((i for i, word in enumerate(words) if i and word in HEAD_STOPS), len(words))]
    head = _noun_phrase(head, rules)
    if match.group("det") != "the" and _measure_head(head, rules):
        return Appositive("metric", "metric")  # 'FitAP, a confidence-free average precision metric based on IoU',
        # 'VELA, an automatic evaluation metric for long captions' (not 'a metric-adaptive framework', 'a score
        # calibration module')
    data_noun = _data_head(head[:6], rules, copular)
    if data_noun is not None:
        return Appositive("dataset", data_noun)
    method_noun = next((word for word in words[:8] if word in rules.method_nouns), None) if introduced else \
        _method_head(head[:8], rules)  # fmt: skip
    if method_noun is not None:
        return Appositive("method", method_noun)
    if introduced and _STRONG_DATA_WORDS.search(rest):
        return Appositive("dataset", "dataset")
    return None


def _data_head(head: list[str], rules: EntityRules, copular: bool) -> str | None:
    """The dataset head noun of an appositive's head words (``lexicon/dataset-heads``, and the phrases of
    ``lexicon/dataset-appositives``: 'evaluation framework', 'test suite'): 'a large-scale dataset', 'a set of
    open labeled mmWave datasets', 'a complex multiplayer game environment'. Not one that modifies a method
    noun after it ('a dataset distillation method', 'a benchmark construction pipeline'), nor a collective
    before 'of' unless what it collects is data ('a set of techniques'); after a copula 'challenge' says a
    problem is hard ('X is a critical challenge')."""
    for index, word in enumerate(head):
        pair = " ".join(head[index : index + 2])
        if index + 1 < len(head) and pair in rules.dataset_appositives:
            return pair
        if (word not in rules.dataset_heads and word not in rules.dataset_appositives) or (
                copular and word == "challenge"):  # fmt: skip
            continue
        if word in rules.collective_nouns and head[index + 1 : index + 2] == ["of"]:
            if _singular(head[-1]) in rules.method_nouns:
                continue  # 'a set of techniques' (but 'a collection of thousands of ... search problems')
            return word
        # 'a dataset creation pipeline', 'a benchmark construction framework' are methods ('a benchmark
        # framework', 'a dataset and toolkit' are not)
        if index + 2 < len(head) and _singular(head[index + 2]) in rules.method_nouns and head[index + 1] not in (
                "and", "or") and head[index + 1] not in rules.method_nouns:  # fmt: skip
            continue
        return word
    return None


def _method_head(head: list[str], rules: EntityRules) -> str | None:
    """The method noun that heads an appositive's head words: the last one, with only participles after it
    ('a scalable framework designed ...'; not 'search' of 'a collection of ... visual search problems')."""
    for index in range(len(head) - 1, -1, -1):
        if head[index] in rules.method_nouns:
            after = head[index + 1 :]
            return head[index] if all(word.endswith(("ed", "ing")) or word in PARTICIPLES for word in after) else None
    return None


def _noun_phrase(head: list[str], rules: EntityRules) -> list[str]:
    """An appositive's head words up to its head noun: not past a participle after a noun ('a capability
    framework defining a set of ...', 'a multi-layer architecture combining ...') nor past 'of' after a noun
    that collects nothing ('the problem of finding a set of paths'; but 'a collection of 3D CT volumes')."""
    for index, word in enumerate(head):
        if not index:
            continue
        previous = head[index - 1]
        if word == "of" and previous not in rules.collective_nouns:
            return head[:index]
        following = head[index + 1] if index + 1 < len(head) else ""
        if ((word.endswith("ing") and "-" not in word) or word in PARTICIPLES) and (
                previous in rules.method_nouns or previous in rules.dataset_heads) and not _is_head_noun(
                following, rules):  # fmt: skip
            return head[:index]  # (not 'a multimodal agent tuning dataset')
    return head


_CLOSED_AFTER_NOUN = re.compile(r"([\w\-]+)\s*,")


def _is_head_noun(word: str, rules: EntityRules) -> bool:
    return any(word in words for words in (rules.method_nouns, rules.dataset_heads, rules.model_heads,
                                           rules.measure_heads))  # fmt: skip


def _singular(word: str) -> str:
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


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
        following = words[index + 1] if index + 1 < len(words) else ""
        if word in PARTICIPLES:
            return False  # 'a metric leveraging VLMs', 'a framework using LLMs': what follows is not the head
        if word in rules.model_heads and following.lstrip("-") in rules.name_suffixes:
            continue  # 'an LLM driven ... method', 'a large language model-based framework'
        if word in rules.model_heads:
            if following in rules.method_nouns or following in rules.dataset_heads:
                return False  # 'a diffusion model framework', 'a language model benchmark'
            if _design_noun_later(words[index + 1 : 8], rules):
                return False  # 'a new LLM reasoning distillation pipeline': the model word modifies the head
            if word.endswith("s") and not collective:
                return False  # 'an online platform hosting various commercial LLMs': a name is one model
            if word not in ("model", "models") or following in _TRAINED or collective:
                return True
            return any(earlier in rules.released_model_kinds for earlier in words[:index])  # 'an open-source medical model'
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


# 'ArzEn-MultiGenre is a parallel dataset of ...'
_COPULAR = re.compile(r"\s*(?:\([^()]*\)\s*)?\s+(?:is|was)\s+(?P<det>an?|the)\s+(?P<rest>[^.;:]{0,160})")
# '\textbf{UltraHorizon} a novel benchmark that ...': an appositive that lost its comma
_APPOSITIVE_BARE = re.compile(r"\s+(?P<det>an?)\s+(?P<rest>[^.;:]{0,160})")


def may_be_bare(text: str, start: int) -> bool:
    """Whether an appositive that lost its comma may follow ``start`` (' a novel benchmark'): where none can,
    :func:`read_appositive` gives the same answer with ``bare`` or without, so a caller need not work it out."""
    return _APPOSITIVE_BARE.match(text, start) is not None


# a comma before a subject pronoun ends the appositive: the sentence's main clause begins
_MAIN_CLAUSE_AFTER = re.compile(r",\s*(?:we|it|they|our|this|these|its|their)(?![\w\-])")
_RELATIVE_CLAUSE = re.compile(r"(?<![\w\-])(?:that|which|where|whose|to)(?![\w\-])")  # (not 'text-to-speech')


WORDS = re.compile(r"[\w\-]+")
