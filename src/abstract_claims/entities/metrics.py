"""Metrics: known metric names and measures written as modifiers before a metric head."""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Iterator, Sequence
from functools import cache, lru_cache, wraps
from typing import TYPE_CHECKING, NamedTuple, TypeVar

from .candidates import (
    P_ACRONYM,
    P_CONTEXT,
    P_LEXICON,
    P_METRIC,
    R_DOMAIN,
    R_NOTION,
    R_UNIT,
    S_EVIDENCE,
    Blocked,
    Mention,
    Vote,
    _mention,
)
from .shapes import _DASHES, _JOINING_DASH, _METRIC_PREFIX
from .view import CACHE_LIMIT, T_METRIC, TextView, Token, occurs_in, word_led, word_starts

if TYPE_CHECKING:
    from ..rules import RuleSet
    from .lexicons import EntityRules

_Words = TypeVar("_Words")


def _per_ruleset(function: Callable[[RuleSet], _Words]) -> Callable[[RuleSet], _Words]:
    """functools.cache for a function of the rule set, keyed by the RuleSet object: the hash functools.cache
    takes of a frozen dataclass is Python code (it hashes the rules directory), which cost more than the set read,
    at each of the ~8 calls per abstract. (The cache holds the RuleSet, so its id is not reused while cached.)"""
    results: dict[int, tuple[RuleSet, _Words]] = {}

    @wraps(function)
    def cached(ruleset: RuleSet) -> _Words:
        found = results.get(id(ruleset))
        if found is None or found[0] is not ruleset:
            found = results[id(ruleset)] = (ruleset, function(ruleset))
        return found[1]

    return cached


@lru_cache(maxsize=CACHE_LIMIT)
def _entry(rules: EntityRules, surface: str) -> tuple[str, str, str | None] | None:
    """rules.lookup(surface), remembered: the metric rules ask ~20 times per abstract, mostly of the same words
    ('accuracy', 'score'), and a lookup reads two tables and three sets."""
    return rules.lookup(surface)


@lru_cache(maxsize=CACHE_LIMIT)
def _metric_name(rules: EntityRules, word: str) -> bool:
    """rules.is_metric_name(word), remembered (see _entry)."""
    return rules.is_metric_name(word)


def metric_mentions(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """Measures: known metric names and '<modifiers> <metric head>' ('average downstream accuracy')."""
    found: list[Mention] = []
    tokens = view.tokens
    # the words a measure may end with, and the last words of multi-word metrics of the lexicon
    ends_at = view.where(T_METRIC)
    _block_other_senses(view, rules, blocked, ends_at)
    lexicon_ends = _lexicon_metrics_by_end(view, rules)
    if lexicon_ends:
        token_ends = view.token_ends
        last_words = (bisect_left(token_ends, end) for end in lexicon_ends)
        ends_at = sorted(set(ends_at).union(i for i in last_words if i < len(tokens) and token_ends[i] in lexicon_ends))
    for index in ends_at:
        token = tokens[index]
        if blocked.overlaps(token.start, token.end):
            continue
        before = tokens[index - 1].text if index > 0 else ""
        # (a number token ends in a digit, str.isdecimal as \d is, or '%': the cheap test first)
        if (before[-1:].isdecimal() or before.endswith("%")) and _NUMBER_TOKEN.fullmatch(before) and (
                _metric_name(rules, token.text) or token.lower in rules.metric_strong):  # fmt: skip
            # '0.2481 MAE on Peptides-struct': a measure written after its value, whatever else the word names
            found.append(_mention(view, token.start, token.end, "metric", "metric/after-value", P_ACRONYM,
                                  canonical=_metric_canonical(token.text, token, _entry(rules, token.text), rules)))  # fmt: skip
            continue
        word = _metric_word(rules, token.text, token.lower)
        next_lower = tokens[index + 1].lower if index + 1 < len(tokens) else ""
        if word.name_shaped and not (next_lower in rules.metric_strong or next_lower in rules.metric_weak):
            end = token.end
            following = tokens[index + 1] if index + 1 < len(tokens) else None
            if following is not None and following.text == "%" and following.start == end and token.text[-1].isdigit():
                end = following.end  # 'TPR5%'
            start = _variant_start(tokens, index)
            found.append(_mention(view, start, end, "metric", "metric/name-shape", P_METRIC,
                                  canonical=view.text[start:end].lower()))  # fmt: skip
            continue
        if word.measures:
            position = token.start  # 'recall--accuracy decoupling', 'accuracy–cost trade-offs': two measures
            for part in word.measures:
                offset = view.text.index(part, position)
                found.append(_mention(view, offset, offset + len(part), "metric", "metric/head-word", P_METRIC,
                                      canonical=part.lower()))  # fmt: skip
                position = offset + len(part)
            continue
        head_word = word.head_word
        if word.ends_no_metric:
            continue  # no metric ends with this word
        entry = word.entry
        phrase_start = token.start
        longer, longer_start = lexicon_ends.get(token.end, (None, token.start))
        if longer is not None and longer_start < token.start:
            entry, phrase_start = longer, longer_start  # 'top-1 accuracy', 'mutual information'
        is_known = entry is not None and entry[0] == "metric"
        strong = head_word in rules.metric_strong or is_known
        weak = head_word in rules.metric_weak
        if not (strong or weak):  # (the token is not blocked: tested first, and nothing was blocked since)
            continue
        if head_word != token.lower and not _variant_of_named_measure(token.text, rules) and (
                not _is_hyphenated_measure(token.lower, is_known) or (
                not is_known and _DASHES.split(token.lower)[0] in _DEGREE_FIRST)):  # fmt: skip
            continue  # 'iso-depth'; 'lower-accuracy claims', 'higher-fidelity tool': an adjective
        following = tokens[index + 1] if index + 1 < len(tokens) else None
        if head_word != token.lower and not is_known and following is not None and following.lower in _TRADE_OFFS:
            continue  # 'a safety-fidelity trade-off' names two goals weighed, not a measure
        if head_word != token.lower and not is_known and following is not None and _heads_a_compound(following, rules):
            continue  # 'zero-variance prompts', 'a maximum-entropy value', 'zero-cost proxies': an adjective
        if following is not None and _continues_compound(following, rules) and token.text.islower():
            continue  # 'error pattern analysis', 'confidence estimation'
        if head_word in _CURVE_HEADS and not is_known and not _plots_a_measure(tokens, index, rules) \
                and not _AREA_UNDER.search(view.text, max(0, token.start - _WINDOW), token.start):  # fmt: skip
            continue  # 'B-spline curves', 'a steep learning curve': a shape; 'ROC curve', 'risk-coverage curves' plot measures
        if token.lower == "costs" and _AMOUNT_AFTER.match(view.text, token.end):
            continue  # 'naive decomposition costs up to 27.6 points', 'each query costs only $0.02': a verb
        if head_word in _COUNT_HEADS and _COUNTED_VALUE.match(view.text, token.end):
            continue  # 'A feature count of 10 qubits': a count given in its own units is a setting
        first_index = index if phrase_start == token.start else next(
            i for i in range(index, -1, -1) if tokens[i].start <= phrase_start)  # fmt: skip
        # a weak head after a known measure takes that measure's modifiers too: 'downstream cross-entropy loss'
        after_known = first_index > 0 and _metric_name(rules, tokens[first_index - 1].text)
        wide = strong or after_known or _compound_before(tokens, first_index, rules)
        # a participle modifies only a one-word head: 'explained variance', not 'matched training compute'
        start_index = _modifiers_start(tokens, first_index, rules, limit=3 if wide else 1, participle=first_index == index)
        needs_noun = head_word in rules.metric_need_noun
        if needs_noun and (head_word != token.lower or not (
                start_index < first_index and _names_what_is_judged(tokens[first_index - 1], rules))):  # fmt: skip
            # 'quality', 'visual quality', 'overall quality', 'poor-quality': no measure; 'translation quality' is one
            continue
        if weak and not strong and not after_known and start_index < first_index and not needs_noun \
                and rules.modifier_kind(tokens[first_index - 1].text) == MODIFIES_AS_NOUN \
                and not _noun_compound_measure(view, tokens[start_index:first_index], head_word, rules):  # fmt: skip
            # 'hardware efficiency', 'distillation loss': the modifiers of a weak head alone
            start_index = _modifiers_start(tokens, first_index, rules, limit=1, nouns=False)
        if start_index == first_index and head_word in _RATE_HEADS and first_index > 0:
            previous = tokens[first_index - 1]  # 'acceptance rate', 'win rate': X rate is a measure
            if previous.text.isalpha() and previous.text.islower() and previous.lower not in rules.stop_words \
                    and previous.lower not in rules.modifier_stops and not previous.lower.endswith(("ing", "ly")):  # fmt: skip
                start_index = first_index - 1
        if weak and not strong and start_index == index and head_word == token.lower \
                and not _VALUE_IN_PARENTHESES.match(view.text, token.end) \
                and not (head_word not in _LEVEL_HEADS and _PERCENT_BEFORE.search(view.text, max(0, token.start - 16), token.start)):  # fmt: skip
            # 'confidence' alone names no measure; 'similar confidence (92-94%)' gives its value, and so does a
            # percentage before it: 'attains 95% success', '81% agreement with human reviewers'
            continue
        start_index = _aggregate_start(tokens, start_index, index, strong)
        variant = next((i for i in range(index - 1, start_index - 1, -1) if tokens[i].lower in _VARIANT_AGGREGATES),
                       None) if start_index < index else None  # fmt: skip
        if variant is not None and not any(t.lower in _AGGREGATES or t.lower in ("and", "or")
                                           for t in tokens[start_index:variant]):  # fmt: skip
            # 'a binary progression-versus-non-progression macro F1': the variant starts the name (an aggregate or
            # a coordinated variant before it stays: 'average micro Dice', 'micro and macro F1 scores')
            start_index = variant
        known = entry[1] if entry is not None and is_known else None
        if head_word in _LOSS_HEADS and not is_known and not rules.measures_a_loss(
                t.lower for t in tokens[start_index:index]):  # fmt: skip
            continue  # 'perceptual loss' is a training objective; 'validation loss' a measure
        start = tokens[start_index].start
        if following is not None and following.lower in _LOSS_HEADS and not (token.text.isalpha() and token.text.islower()) \
                and not rules.measures_a_loss(t.lower for t in tokens[start_index:index]):  # fmt: skip
            # 'a joint contrastive and cross-entropy loss', 'SSIM Loss', 'Dice losses': a named measure before 'loss'
            # names a training objective ('accuracy loss' is a drop in accuracy; 'validation cross-entropy loss' a measure)
            if following.text.islower() and not _GOVERNED_VALUE.match(view.text, following.end):
                # a hard block, which the name rules respect too ('rectified NLL loss', 'multi-scale SSIM loss');
                # not a named loss ('Semantic Consistency Loss', a method) nor a drop ('a modest mAP loss of 5.51%')
                blocked.append((start, following.end), "lexicon/measured-loss-modifiers", R_NOTION)
            else:
                blocked.note((start, following.end), "lexicon/measured-loss-modifiers", R_NOTION)
            continue
        if _trained_with(tokens, index, head_word, start_index, rules):
            # 'binary cross-entropy and Dice losses', 'budget-cost, entropy, and rank-balance regularization',
            # 'a filtered cross entropy loss': a training objective, not a measure reported
            blocked.append((start, token.end), "lexicon/training-objective-nouns", R_NOTION)
            continue
        if following is not None and following.lower in _BOUND_NOUNS:
            # 'formal error guarantees', 'tight regret bounds': an adjective qualifies the bound, not the measure;
            # nouns still name it ('generalization error bound')
            bound_start = index
            while bound_start > start_index and _names_what_is_judged(tokens[bound_start - 1], rules):
                bound_start -= 1
            start_index = bound_start
            if weak and not strong and start_index == index:
                continue
            start = tokens[start_index].start
        rule = known if known and start_index == index else "metric/head-word"
        if rule == "metric/head-word" and not _measured(view, start_index, index, rules):
            # 'For distributional consistency, we apply a KL penalty', 'memory recall', 'NYU Depth V2'
            blocked.note((start, token.end), "lexicon/metric-heads-need-context", R_NOTION)
            continue
        surface = view.text[start : token.end]
        canonical = _metric_canonical(surface, token, entry, rules)
        # a multi-word metric of the lexicon outranks a name inside it: 'CLIP score' over the model CLIP
        # and a score of a known measure outranks the measure: 'average BLEU scores'
        after_known_in_span = after_known and start_index < first_index and head_word in _SCORE_HEADS
        priority = P_LEXICON if (is_known and phrase_start < token.start) or after_known_in_span else P_METRIC
        # a known measure with modifiers ('box AP'): the head word's rule decides, the lexicon voted
        found.append(_mention(view, start, token.end, "metric", rule, priority, canonical=canonical,
                              votes=(Vote(known, "metric", S_EVIDENCE),) if known and start_index != index else ()))  # fmt: skip
    found += _listed_metrics(view, rules, blocked)
    found += _slash_joined(view, rules, blocked)
    found += _named_before_metric(view, rules, blocked)
    found += _in_terms_of(view, rules, blocked)
    found += _compared_quantities(view, rules, blocked)
    digits = _digits(view.text) if view.text.isascii() else None
    found += _value_in_measure(view, rules, blocked, digits)
    found += _aggregate_of_value(view, rules, blocked)
    found += _reported_of_value(view, rules, blocked)
    values = _value_starts(view.text, digits)
    found += _names_governing_values(view, rules, blocked, values)
    found += _changed_by_value(view, rules, blocked, values)
    found += _diagnostic_measures(view, rules, blocked)
    found += _outperforms_in(view, rules, blocked)
    return _with_listing_lexicons(view, rules, found)


class _MetricWord(NamedTuple):
    """What metric_mentions reads off a word that may end a measure, whatever stands around it (per word)."""

    name_shaped: bool  # a metric name shape the lexicons do not know: 'AUROC', 'Pass@1', 'BERTScore'
    measures: tuple[str, ...]  # two measures joined by a dash, each a head ('recall--accuracy'), else none
    head_word: str  # the word in lower case, or its last part after a dash ('top-1 accuracy' -> 'accuracy')
    ends_no_metric: bool  # the head is no metric head nor the last word of a metric of the lexicon
    entry: tuple[str, str, str | None] | None  # the word's lexicon entry


@lru_cache(maxsize=CACHE_LIMIT)
def _metric_word(rules: EntityRules, text: str, lower: str) -> _MetricWord:
    """The word readings of metric_mentions' loop, remembered: the same few hundred words end measures."""
    hyphenated = "-" in text or "–" in text
    entry = _entry(rules, text)
    name_shaped = text[:1] in _METRIC_PREFIX_FIRSTS and _METRIC_PREFIX.match(text) is not None and not entry
    parts = _JOINING_DASH.split(text) if hyphenated else [text]
    measures = tuple(parts) if len(parts) > 1 and all(p.lower() in rules.metric_strong | rules.metric_weak for p in parts) \
        and any(p.lower() in rules.metric_strong for p in parts) else ()  # fmt: skip
    head_word = _DASHES.split(lower)[-1] if hyphenated else lower
    ends_no_metric = head_word not in rules.metric_strong and head_word not in rules.metric_weak \
        and head_word not in rules.metric_lexicon_lasts  # fmt: skip
    return _MetricWord(name_shaped, measures, head_word, ends_no_metric, entry)


# the first characters of _METRIC_PREFIX's matches (a capital or one of its lower-case names: 'pass@', 'maj@',
# 'nDCG', 'top-1'): most metric words are lower-case, and the pattern is not tried for them
_METRIC_PREFIX_FIRSTS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZpmnt")


def _outperforms_in(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """What a system outperforms others 'in' is measured, like 'in terms of': 'outperforms existing methods in
    structural consistency and physical plausibility', 'outperforms them in inference time'; each item of the list
    whose head names a quantity or is an abstract noun of a property ('-ness', '-ity', '-ence') with a modifier
    naming what it judges, not a task ('in link prediction'), setting ('in most cases', 'in low-label settings'),
    vague head ('in quality'), capacity ('in interpretability') or a property alone ('in efficiency')."""
    text = view.text
    # (the verbs found by C string search, and the pattern tried there only: a search scans the text for their first
    # letters; most texts hold neither)
    starts = word_starts(text, _OUTPERFORMS_WORDS)
    if not starts:
        return []
    tokens = view.tokens
    found: list[Mention] = []
    for cue in _matches_at(_OUTPERFORMS, text, starts):
        index = bisect_left(view.token_starts, cue.end())
        last = min(len(tokens), index + _OBJECT_WORDS)
        while index < last and tokens[index].lower != "in" and tokens[index].lower not in _OBJECT_STOPS:
            index += 1
        if index >= last or tokens[index].lower != "in" or tokens[index].sentence_start:
            continue
        index += 1
        if index < len(tokens) and tokens[index].lower == "terms":
            continue  # 'in terms of': _in_terms_of
        while index < len(tokens) and tokens[index].lower in _ITEM_LEADS:
            index += 1
        for start, end in _list_items(view, rules, index, forward=True, singles=True):
            words = view.tokens_between(start, end)
            head = words[-1]
            lower = head.lower
            if not head.text.isalpha() or not head.text.islower() or lower in _vague_heads(rules.rules) \
                    or lower in _system_nouns(rules.rules) or lower in _NOT_MEASURED_HERE \
                    or any(w.lower.endswith("ing") and w.lower not in rules.ing_nouns for w in words):  # fmt: skip
                continue
            if lower not in rules.metric_strong and lower not in rules.metric_weak and lower not in _heads_after_in(rules.rules) \
                    and not (lower.endswith(_PROPERTY_ENDINGS) and not lower.endswith(_CAPACITY_ENDINGS)):  # fmt: skip
                continue  # 'in link prediction', 'in most cases'; 'in interpretability', 'in scalability' (a capacity)
            if lower in _need_value(rules.rules):
                continue  # 'in therapeutic quality and depth'
            if len(words) == 1 and lower not in rules.metric_strong and lower not in _heads_after_in(rules.rules):
                continue  # 'in synchronization and realism', 'in accuracy and efficiency': a property alone
            if lower in _CAPACITY_NOUNS and _INFINITIVE_AFTER.match(text, end):
                continue
            entry = _entry(rules, text[start:end])
            if (entry is not None and entry[0] not in ("metric", "generic")) or blocked.overlaps(start, end):
                continue
            found.append(_mention(view, start, end, "metric", "metric/outperforms-in", P_CONTEXT,
                                  canonical=text[start:end].lower()))  # fmt: skip
    return found


_OUTPERFORMS_WORDS = ("outperform", "surpass")
_OUTPERFORMS = re.compile(word_led(list(_OUTPERFORMS_WORDS)) + r"(?:s|es|ed|ing)?\b")
_OBJECT_WORDS = 8  # words between the verb and 'in': 'outperforms strong baselines like GPT-4o in'
# words that end the verb's object before an 'in' that would belong to it
_OBJECT_STOPS = frozenset([".", ";", ":", "by", "on", "while", "which", "that", "whereas", "but", "with", "across",
                           "at", "for", "when", "where"])
_ITEM_LEADS = frozenset(["both", "the", "their", "its", "overall", "either", "terms"])
# heads of properties: 'structural consistency', 'physical plausibility', 'contextual relevance', 'visual realism'
_PROPERTY_ENDINGS = ("ness", "ity", "ence", "ency", "ism", "acy")
# properties of what a system can do rather than quantities measured: 'interpretability', 'flexibility', 'scalability'
_CAPACITY_ENDINGS = ("ability", "ibility")
# abstract nouns that say how good something is without naming a quantity
_NOT_MEASURED_HERE = frozenset(["effectiveness", "superiority", "capability", "capabilities", "ability", "abilities",
                                "applicability", "practicality", "versatility", "feasibility", "majority", "variety",
                                "community", "literature", "difference", "differences", "existence", "presence",
                                "absence", "inference", "sequence", "sentence", "evidence", "science", "intelligence",
                                "experience", "conference", "reference", "audience", "instance", "entity", "activity",
                                "identity", "modality", "city", "university", "society", "facility", "quantity",
                                "complexity", "dependency", "emergency", "agency", "frequency", "difficulty",
                                "setting", "settings", "case", "cases", "task", "tasks"])


def _diagnostic_measures(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """Sensitivity and specificity (lexicon/diagnostic-measures) are measures where the abstract reports them:
    with a value ('92.33% sensitivity', 'specificity of 0.8651', 'sensitivity (98.73)', 'improved specificity to
    55%'), beside the other of the pair in the sentence ('lower sensitivity (63.5%) and specificity') or next to a
    known measure in a list ('higher sensitivity and AUROC'). Elsewhere they name a property: 'sensitivity to
    prompts', 'domain specificity', 'sensitivity analysis'."""
    text = view.text
    if "ensitivit" not in text and "pecificit" not in text:
        return []  # (a cheap test: 49 texts in 50 hold neither)
    words = _diagnostic_words(rules.rules)
    tokens = view.tokens
    found: list[Mention] = []
    for index, token in enumerate(tokens):
        if token.lower not in words or blocked.overlaps(token.start, token.end):
            continue
        if not _diagnostic_reported(view, index, rules, words):
            continue
        start = token.start
        if index > 0 and tokens[index - 1].lower in _AGGREGATES and tokens[index - 1].text.islower():
            start = tokens[index - 1].start  # '83.8% mean sensitivity'
        found.append(_mention(view, start, token.end, "metric", "metric/diagnostic-measure", P_METRIC,
                              canonical=text[start : token.end].lower()))  # fmt: skip
    return found


def _diagnostic_reported(view: TextView, index: int, rules: EntityRules, words: frozenset[str]) -> bool:
    """Whether the sensitivity or specificity at ``index`` is reported as a measure (see _diagnostic_measures)."""
    text, tokens = view.text, view.tokens
    token = tokens[index]
    if _COUNT_OF.match(text, token.end):
        return False  # 'the sensitivities of 17 linguistic features': a count of what is examined
    if _VALUE_BEFORE.search(text, max(0, token.start - 24), token.start) or _REPORTED_VALUE.match(text, token.end) \
            or _VALUE_IN_PARENTHESES.match(text, token.end):  # fmt: skip
        return True
    following = tokens[index + 1] if index + 1 < len(tokens) else None
    if following is not None and (following.lower in _PROPERTY_AFTER or _continues_compound(following, rules)):
        return False  # 'sensitivity to prompts', 'the specificity of the query', 'sensitivity analysis'
    sentence_start, sentence_end = view.sentence_at(token.start)
    for other in view.tokens_between(sentence_start, sentence_end):
        if other.lower in words and other.lower != token.lower and other.lower[:4] != token.lower[:4]:
            return True  # the pair: 'sensitivity and specificity'
    # a list neighbour that is a known measure: 'accuracy, specificity, and sensitivity', 'sensitivity and AUROC'
    for step in (-1, 1):
        position = index + step
        while 0 <= position < len(tokens) and tokens[position].lower in _LIST_SEPARATORS:
            position += step
        if position == index + step or not 0 <= position < len(tokens):
            continue
        neighbour = tokens[position]
        if neighbour.lower in rules.metric_strong or _metric_name(rules, neighbour.text):
            return True
    return False


@_per_ruleset
def _diagnostic_words(ruleset: RuleSet) -> frozenset[str]:
    return ruleset.words("lexicon/diagnostic-measures")


# a percentage right before a head word: '95% success', '0.4% coverage' ('95% confidence' is a level, 'up to
# 6.7% margins' the size of a gain)
_PERCENT_BEFORE = re.compile(r"\d(?:\s*\\?%|\s*percent)\s+\Z")
_LEVEL_HEADS = frozenset(["confidence", "margin", "margins"])
# a whole number of things after 'of': 'the sensitivities of 17 linguistic features'
_COUNT_OF = re.compile(r"\s+of\s+\d+\s+[a-z]")
# a value right before the measure: '92.33% sensitivity', '83.8% mean sensitivity', '0.91 specificity'
_VALUE_BEFORE = re.compile(r"\d(?:\s*\\?%|\s*percent)?\s+(?:(?:mean|average|overall)\s+)?\Z")
# a value right after it: 'sensitivity of 0.8873', 'specificity of only 18%', 'specificity to 55%', 'specificity by 10-20%'
_REPORTED_VALUE = re.compile(r"\s*(?:of|=|:|to|by|at|reaching|was|is)?\s*(?:only|just|about|approximately|around|over|"
                             r"nearly|up to)?\s*[~∼≈]?\s*\d")
# words after sensitivity or specificity that make it a property or an activity
_PROPERTY_AFTER = frozenset(["to", "towards", "toward", "analysis", "analyses", "study", "studies", "test", "tests",
                             "of", "for", "in"])


def _variant_start(tokens: Sequence[Token], index: int) -> int:
    """Where a name-shaped measure starts with the averaging word that makes it a measure of its own: 'macro
    F1-Score', 'Micro-F1' is one token, 'weighted F1-Score' ('average IoU' and 'peak PSNR' stay the name alone)."""
    if index > 0 and tokens[index - 1].end < tokens[index].start and (
            tokens[index - 1].lower in _VARIANT_AGGREGATES or _NORMALIZED_VARIANT.fullmatch(tokens[index - 1].text)):
        return tokens[index - 1].start  # (and 'horizon-normalized AUC-PEC', 'class-weighted AP')
    return tokens[index].start


# a hyphenated participle that says how a measure is normalized or weighted names a variant of it
_NORMALIZED_VARIANT = re.compile(r"[a-z]+-(?:normali[sz]ed|weighted|averaged|adjusted|balanced|corrected)")
# averaging words that name a variant of a measure (scikit-learn's 'average' parameter of f1_score and precision_score)
_VARIANT_AGGREGATES = frozenset(["macro", "micro", "weighted"])


def _measured(view: TextView, first: int, head: int, rules: EntityRules) -> bool:
    """Whether a phrase ending in a head word that is a measure only in some senses (lexicon/metric-heads-need-
    context: 'recall', 'consistency', 'depth', 'scores') is said to be measured: a value in its sentence ('70.6%
    accuracy in spatial consistency'), a word of change, result or comparison before it or right after it
    ('improves training efficiency', 'superior temporal consistency', 'recall can keep rising'), a known measure
    in its list ('prediction accuracy and computational efficiency') or a metric kind noun in its sentence. A
    property, objective or internal quantity is not: 'For distributional consistency, we apply a KL penalty',
    'retrieval-based recall suffers from evidence loss', 'the conditional scores'. Other heads need no context."""
    tokens = view.tokens
    token = tokens[head]
    if token.text[:1].isupper() and not token.sentence_start and head + 1 < len(tokens) \
            and _NAME_GOES_ON.fullmatch(tokens[head + 1].text):  # fmt: skip
        return False  # 'Experiments on NYU Depth V2': a word of a name
    if token.lower not in _need_context(rules.rules) or _VALUE_IN_PARENTHESES.match(view.text, token.end):
        return True  # a head that needs no context, or one that gives its value: 'similar confidence (92-94%)'
    if any(t.lower in rules.metric_strong or _metric_name(rules, t.text) for t in tokens[max(0, first - 1) : head]):
        return True  # 'BLEU scores', 'Dice score', 'BLEU/TER score': the score of a known measure
    if token.lower in _COUNT_HEADS and any(t.lower in rules.metric_modifiers for t in tokens[first:head]) \
            and not (first > 0 and tokens[first - 1].lower.startswith(_ESTIMATING)):  # fmt: skip
        # 'parameter count', 'per-layer FLOP count': a count of a resource (not 'word count', 'view count'); a
        # count a system estimates is its target ('a framework that estimates step count')
        return True
    sentence_start, sentence_end = view.sentence_at(token.start)
    if token.lower in _need_value(rules.rules):
        # 'a mean depth of 3.2'; not 'at roughly 88--93% network depth' (a position) nor 'pseudo depth' (data)
        return _GOVERNED_VALUE.match(view.text, token.end) is not None
    values = (m for m in _values_in(view.text, sentence_start, sentence_end) if not _ENUMERATOR.match(view.text, m.start() - 1))
    if next(values, None) is not None or _kind_noun_in(view.text, sentence_start, sentence_end):
        return True
    context = _context_words(rules.rules)
    if first > 1 and tokens[first - 1].lower in _RENAMING and tokens[first - 2].text == "(":
        # 'we evaluate the robustness of LLMs in RAG setups (henceforth retrieval robustness)': the context of
        # the mention the parenthesis renames
        first = next((i for i in range(first - 2, -1, -1) if tokens[i].lower == token.lower), first)
        if first < head and tokens[first].start < sentence_start:
            return False
    # words before the phrase: 'to improve training efficiency', 'in terms of naturalness, expressiveness, and
    # computational efficiency' (each item of a list before it counts its words anew)
    index, seen = first - 1, 0
    while index >= max(0, first - _LIST_REACH) and seen < _CONTEXT_WORDS and tokens[index].start >= sentence_start:
        lower = tokens[index].lower
        if lower in context or lower in rules.metric_strong or _metric_name(rules, tokens[index].text):
            return True
        if lower in _CONTEXT_STOPS or (not (lower.isalnum() or any(ch.isalnum() for ch in lower)) and lower not in _LIST_SEPARATORS):
            break
        index, seen = index - 1, 0 if lower in _LIST_SEPARATORS else seen + 1
    # words after it: 'recall can keep rising', 'temporal consistency and PSNR'
    for following in tokens[head + 1 : head + 1 + _CONTEXT_WORDS]:
        if following.start >= sentence_end or following.sentence_start:
            break
        lower = following.lower
        if lower in context or lower in rules.metric_strong or _metric_name(rules, following.text):
            return True
        if lower in _CONTEXT_STOPS or (not (lower.isalnum() or any(ch.isalnum() for ch in lower)) and lower not in _LIST_SEPARATORS):
            break
    return False


def _names_what_is_judged(token: Token, rules: EntityRules) -> bool:
    """Whether the word before a head of lexicon/metric-heads-need-noun names what is judged: a noun
    ('translation quality', 'video quality', 'reconstruction quality'), not an adjective ('visual quality',
    'clinical quality')."""
    kind = rules.modifier_kind(token.text)
    if kind == MODIFIES_AS_NOUN:
        return True
    return kind == MODIFIES and token.lower in rules.metric_modifiers and token.lower not in _AGGREGATES \
        and not token.lower.endswith(_ADJECTIVE_ENDINGS)  # fmt: skip


# modifiers of measures that say how values are aggregated, not what is judged ('overall quality' stays vague)
_AGGREGATES = frozenset(["overall", "average", "mean", "median", "cumulative", "total"])


def _aggregate_start(tokens: Sequence[Token], start: int, head: int, strong: bool) -> int:
    """Where a measure starts with the word that says how its values are aggregated, however many modifiers
    stand between ('an average task completion rate', 'the total failed task rate', 'average defense rates'):
    the aggregate is part of the quantity reported (guidelines, clarification 5). Not after a verb marker ('we
    average accuracy over seeds') nor at a sentence start, and not before a weak head standing alone ('average
    confidence')."""
    if start == 0 or (start == head and not strong):
        return start
    previous = tokens[start - 1]
    if previous.lower not in _AGGREGATES or not previous.text.islower() or previous.sentence_start:
        return start
    if start > 1 and tokens[start - 2].lower in _VERB_MARKERS:
        return start
    return start - 1


_ESTIMATING = ("estimat", "predict", "forecast")
_RENAMING = frozenset(["henceforth", "hereafter"])
_GOVERNED_VALUE = re.compile(r"\s*(?:of|=|:)\s*(?:about|approximately|around|~|∼)?\s*[+\-−]?\d")
_ENUMERATOR = re.compile(r"\(\w?\d\)")  # '(1) a frequency score', '(C1)': no value
_NAME_GOES_ON = re.compile(r"[Vv]?\d[\w.]*|[A-Z][\w\-]*")
_KIND_NOUN = re.compile(r"\b(?:metrics?|measures?|measured|measuring)\b")
_CONTEXT_WORDS = 5  # words either side of a phrase searched for measurement context
_LIST_REACH = 16  # tokens before a phrase searched through a list it ends
# words that end the search for context: a clause or another role ('For distributional consistency, we ...')
_CONTEXT_STOPS = frozenset(["for", "with", "to", "that", "which", "while", "whereas", "where", "when", "from",
                            "through", "we", "it", "they", "is", "are", "was", "were", "be", "has", "have"])  # fmt: skip


@_per_ruleset
def _need_context(ruleset: RuleSet) -> frozenset[str]:
    return ruleset.words("lexicon/metric-heads-need-context")


@_per_ruleset
def _need_value(ruleset: RuleSet) -> frozenset[str]:
    return ruleset.words("lexicon/metric-heads-need-value")


@_per_ruleset
def _context_words(ruleset: RuleSet) -> frozenset[str]:
    return ruleset.words("lexicon/measurement-context-words")


def _changed_by_value(view: TextView, rules: EntityRules, blocked: Blocked, values: list[int]) -> list[Mention]:
    """What a change verb with a value says changed is the measure (guidelines, clarification 5): its subject
    ('Rhyme density increased by 34.2%', 'hallucinations drop nearly 5x') or its object ('EvidenceRL raises
    Faithfulness from 32.8% to 67.6%', 'reduces training time by 40%'), a short noun phrase."""
    text = view.text
    found: list[Mention] = []
    # (an acronym alone is a measure as the object of a change, 'reduces DER by 9%', not as its subject: 'our FDP
    # improves by 4.05%' names the system)
    for pattern, trigger, needs, object_of_verb in ((_SUBJECT_CHANGED, _SUBJECT_TRIGGER, _CHANGE_VERB_STEMS, False),
                                                    (_OBJECT_CHANGED, _OBJECT_TRIGGER, ("by", "from"), True)):  # fmt: skip
        for match in _matches_near(pattern, trigger, text, values, needs):
            if _DIMENSION_AFTER.match(text, match.end()):
                continue  # 'Besides improving 3D scene synthesis': no value
            start, end = match.span("measure")
            words = view.tokens_between(start, end)
            # the measure is the words after a function word before it: 'with [polarity] decreasing by 0.31'; not
            # the object of a preposition ('persuasiveness of recommendations') nor part of a phrase ('leading constant');
            # an aggregate or an acronym may lead it ('reduces the average prompt length by 40%', 'GPU memory')
            last = len(words) - 1  # (the head may be a word that is also a verb: 'reduces total cost by 3x')
            kept = next((i + 1 for i in range(last, -1, -1) if not _measure_word(words[i], rules) and not (
                i == 0 and _leads_a_measure(words, rules, object_of_verb)) and not (
                i == last and i > 0 and words[i].lower in rules.metric_weak | rules.metric_strong)), 0)  # fmt: skip
            if kept and (words[kept - 1].lower in _OF_WORDS or words[kept - 1].lower not in rules.stop_words):
                continue
            words = words[kept:]
            # (a generic acronym before the head is blocked alone, not as a modifier: 'CPU utilization')
            checked = words[1] if len(words) > 1 and words[0].text.isupper() and rules.is_generic(words[0].text) else None
            if not words or blocked.overlaps((checked or words[0]).start, end):
                continue
            start = words[0].start
            if words[-1].lower in _vague_heads(rules.rules) or words[-1].lower in _system_nouns(rules.rules) \
                    or words[-1].lower in _KIND_NOUNS:  # fmt: skip
                continue  # 'performance improved by 3%', 'the model improves by 5%', 'maintainability metrics'
            first = bisect_left(view.token_starts, start)
            before = view.tokens[first - 1] if first > 0 and not view.tokens[first].sentence_start else None
            if before is not None and before.lower in _POSSESSIVES:
                before = None  # "Company X's market share grew by 2%"
            if any(_looks_plural(w.lower) for w in words[:-1]):
                continue  # 'adoption rates projects automation rising from': a verb (premodifiers are singular)
            if before is not None and (any(ch.isupper() for ch in before.text) or (
                    any(ch.isalnum() for ch in before.text) and not before.text.isalpha())):  # fmt: skip
                # 'the IS indicator improves by 4.95%', 'the leading $mn^{2}$ constant dropping from ...': the phrase
                # goes on to the left
                continue
            found.append(_mention(view, start, end, "metric", "metric/changed-by-value", P_METRIC,
                                  canonical=text[start:end].lower()))  # fmt: skip
    return found


def _leads_a_measure(words: Sequence[Token], rules: EntityRules, alone: bool) -> bool:
    """The first word of a measure a change names that :func:`_measure_word` does not take alone: an aggregate
    before a noun ('the average prompt length', 'total cost'), a generic acronym before a noun ('GPU memory
    demands', 'KV cache storage'), an acronym of no other reading alone as the object of a change (``alone``:
    'reduces NMSE by', 'improving ACC by'; not a named model or method: 'improving FLUX by 2.3')."""
    first = words[0]
    if first.lower in _AGGREGATES and first.text.islower():
        return len(words) > 1
    if not (first.text.isupper() and first.text.isalnum() and any(ch.isalpha() for ch in first.text)):
        return False
    entry = _entry(rules, first.text)
    if len(words) > 1:
        return entry is None or entry[0] == "generic" or rules.is_generic(first.text)
    return alone and (entry is None or entry[0] == "metric") and not rules.is_generic(first.text)


def _measure_word(token: Token, rules: EntityRules) -> bool:
    """A word of a measure named by a change ('Rhyme density', 'hallucinations'): a lower-case noun or metric word,
    or one capitalized word of letters (not a name shape); no function word or verb."""
    text, lower = token.text, token.lower
    if "-" in text and text.islower() and all(part.isalpha() for part in text.split("-")):
        return not lower.endswith("ly") and lower not in rules.modifier_stops  # 'evidence-supported diagnoses'
    if not text.isalpha() or lower in rules.stop_words or lower in rules.modifier_stops or lower in _not_nouns(rules.rules):
        return False
    if text[0].isupper():
        return text[1:].islower() and _entry(rules, text) is None
    if lower.endswith("ing") and lower not in rules.measured_ing_nouns:
        return False  # 'boosts ranging from 1.73% to 4.45%'
    return text.islower() and not lower.endswith("ly")


_KIND_NOUNS = frozenset(["metric", "metrics", "measure", "measures", "indicator", "indicators", "score", "scores"])


_CHANGE_VALUE = r"\s+(?:(?:by|from|to)\s+)?(?:(?:nearly|about|over|up to|approximately|around|more than|almost)\s+)?[+\-−]?\d"
_VALUE_IN_PARENTHESES = re.compile(r"\s*\(\s*[~≈∼]?\s*\d[\d.,]*(?:\s*[-–]\s*\d[\d.,]*)?\s*(?:\\?%|x|×)?\s*\)")
_POSSESSIVES = frozenset(["'s", "’s"])
_DIMENSION_AFTER = re.compile(r"\d*[Dd]\b")
_OF_WORDS = frozenset(["of", "in", "on", "for", "per"])
_MEASURE_WORD = r"[a-z]+(?:-[a-z]+)?"
# (the first word may be an acronym: 'reduces GPU memory demands by 3x', 'reduces NMSE by 5 dB')
_MEASURE_PHRASE = r"(?P<measure>(?:[A-Za-z][a-z]+(?:-[a-z]+)?|[A-Z][A-Z0-9]{1,5})(?:\s+" + _MEASURE_WORD + r"){0,2})"
# a short parenthesis between the measure and its verb: its symbol or acronym ('grounding ($G@3$) rises from ...')
_ASIDE = r"(?:\s*\([^()\n]{1,24}\))?"
# the verbs of a measure that changed, with the plural and -ing forms of a subject ('diagnoses increase from ...',
# 'with polarity decreasing by 0.31')
_CHANGE_VERB_WORDS = ["increased", "decreased", "increases", "decreases", "increase", "decrease", "increasing",
                      "decreasing", "rose", "rises", "rise", "rising", "dropped", "drops", "drop", "dropping", "fell",
                      "falls", "falling", "improved", "improves", "improving", "declined", "declines", "declining",
                      "grew", "grows", "growing"]  # fmt: skip
_CHANGE_VERBS = "(?:" + "|".join(_CHANGE_VERB_WORDS) + ")"
_SUBJECT_CHANGED = re.compile(r"(?<![\w\-])" + _MEASURE_PHRASE + _ASIDE + r"\s+" + _CHANGE_VERBS + _CHANGE_VALUE)
# what each verb of _CHANGE_VERBS begins with (a cheap test before the trigger)
_CHANGE_VERB_STEMS = ("increas", "decreas", "rose", "ris", "drop", "fell", "fall", "improv", "declin", "grew", "grow")


def _stem_led(words: list[str], stems: tuple[str, ...]) -> str:
    """word_led(words), the words grouped by the stem each begins with ('increas(?<!\\wincreas)(?:ed|es|e|ing)|...'):
    the engine tries a stem where a word of 28 would have been tried one by one (the matches are the same)."""
    tails = {stem: [word[len(stem) :] for word in words if word.startswith(stem)] for stem in stems}
    assert sum(map(len, tails.values())) == len(words), "each word begins with exactly one stem"
    return "(?:" + "|".join(f"{re.escape(stem)}(?<!\\w{re.escape(stem)})(?:{'|'.join(map(re.escape, ends))})"
                            for stem, ends in tails.items()) + ")"  # fmt: skip


# (the word boundary as a lookbehind after each verb's stem: the engine scans for the stems' first letters)
_SUBJECT_TRIGGER = re.compile(_stem_led(_CHANGE_VERB_WORDS, _CHANGE_VERB_STEMS) + _CHANGE_VALUE + r"\Z")
_OBJECT_TRIGGER = re.compile(r"\s(?:by|from)\s+(?:(?:nearly|about|over|up to|approximately|around|more than|almost)\s+)?[+\-−]?\d\Z")
_OBJECT_CHANGE_VERBS = ["raises", "raised", "raising", "improves", "improved", "improving", "reduces", "reduced", "reducing",
                        "increases", "increased", "increasing", "decreases", "decreased", "decreasing", "lowers",
                        "lowered", "lowering", "boosts", "boosted", "boosting", "cuts", "cutting"]  # fmt: skip
# (the word boundary as a lookbehind after each verb, word_led: searched in a window, the engine scans for the verbs)
_OBJECT_CHANGED = re.compile(
    word_led(_OBJECT_CHANGE_VERBS) + r"\s+(?:(?:the|its|their)\s+)?" + _MEASURE_PHRASE
    + r"\s+(?:by|from)\s+(?:(?:nearly|about|over|up to|approximately|around|more than|almost)\s+)?[+\-−]?\d")  # fmt: skip


def _names_governing_values(view: TextView, rules: EntityRules, blocked: Blocked, values: list[int]) -> list[Mention]:
    """A name that governs a measured value is a measure: 'an MPJPE of 38.0mm', 'a BLEU-4 of 72.64%', 'the best
    UIQM of 3.414', '(RF=0.88)', 'OR = 4.85' (a decimal value: 'GOPSize=32' is a setting)."""
    text = view.text
    found: list[Mention] = []
    matches = _matches_near(_NAME_OF_VALUE, _OF_VALUE, text, values, ("of",))
    if "=" in text:  # rare in abstracts: the whole text is searched
        matches += _NAME_EQUALS_VALUE.finditer(text)
    for match in matches:
        start, end = match.span("name")
        name = text[start:end]
        entry = _entry(rules, name)
        if (entry is not None and entry[0] != "metric" and name not in rules.metric_homographs) \
                or blocked.overlaps(start, end):  # fmt: skip
            continue  # a named model or dataset of the lexicons: 'Llama-3 of 8B' is no measure
        found.append(_mention(view, start, end, "metric", "metric/governs-value", P_METRIC, canonical=name.lower()))
    return found


def _matches_near(pattern: re.Pattern[str], trigger: re.Pattern[str], text: str, values: list[int],
                  needs: tuple[str, ...]) -> list[re.Match[str]]:  # fmt: skip
    """The matches of ``pattern`` that end at a hit of ``trigger`` (a verb or 'of' before a value): the pattern
    is tried only in a window before each hit, not at every word of the abstract (a phrase pattern tried
    everywhere costs ten times more). Every hit of ``trigger`` holds one of the words ``needs``: in a text with
    many values, the trigger is tried only before a value with one of them in its window."""
    found: list[re.Match[str]] = []
    last_end = -1
    # (the words are found once per text, which pays only when there are many values: a list or a table)
    cheap_test = len(values) >= _MANY_VALUES
    for value_start in values:
        # the trigger ends at the value's first digit: tried only before each value
        if cheap_test and not occurs_in(text, needs, max(0, value_start - _TRIGGER_WINDOW), value_start):
            continue
        hit = trigger.search(text, max(0, value_start - _TRIGGER_WINDOW), value_start + 1)
        if hit is None:
            continue
        match = pattern.search(text, max(last_end, hit.start() - _WINDOW), hit.end())
        if match is not None and match.start() >= last_end:
            found.append(match)
            last_end = match.end()
    return found


def _value_starts(text: str, digits: list[int] | None = None) -> list[int]:
    """Where the values of a text start: a digit after a space, a sign or '~' ('by 34.2%', 'of ~5'); ``digits``
    are those of the text if it is ASCII (:func:`_digits`), where \\d is [0-9] and \\s is str.isspace."""
    if digits is None and text.isascii():
        digits = _digits(text)
    if digits is not None:
        return [at for at in digits if at and (text[at - 1] in "~+-" or text[at - 1].isspace())]
    return [match.start() for match in _VALUE_START.finditer(text)]


def _digits(text: str) -> list[int]:
    """Where the digits [0-9] of a text stand, in order. (Ten scans by str.find, a C memchr each, cost a tenth of
    a regex search led by a digit, which tests each character by a call: an abstract has ~6 digits in ~1,300
    characters.)"""
    found = []
    for digit in "0123456789":
        at = text.find(digit)
        while at >= 0:
            found.append(at)
            at = text.find(digit, at + 1)
    found.sort()
    return found


def _matches_at(pattern: re.Pattern[str], text: str, starts: list[int]) -> list[re.Match[str]]:
    """pattern.finditer(text), for a pattern whose matches are not empty and start only at ``starts`` (in order):
    the pattern is tried there only."""
    found: list[re.Match[str]] = []
    end = 0
    for start in starts:
        if start >= end and (match := pattern.match(text, start)) is not None:
            found.append(match)
            end = match.end()
    return found


# (the digit first, then what stands before it: a pattern led by a lookbehind is tried at every character, one
# led by a digit only at the digits)
_VALUE_START = re.compile(r"\d(?<=[\s~∼+\-−]\d)")
_WINDOW = 80  # characters before a trigger: three words of a measure, or a name and its article
_TRIGGER_WINDOW = 48  # a trigger's length: 'decreased by approximately -' and the like
_MANY_VALUES = 16  # values in a text from which a cheap test before each trigger pays (an abstract has 2 or 3)


_VALUE_NAME = r"(?P<name>[A-Z][A-Za-z0-9@\-]*[A-Z0-9@][A-Za-z0-9@\-]*)"
# a value after 'of', perhaps approximate: 'of about 0.8', 'of ~3'
_OF_SOME_VALUE = r"\s+(?:(?:over|about|approximately|around|up to|nearly|only|just|~|∼)\s*)?[+\-−]?\d"
# (led by word_led's words, not '\b': searched in a window before each 'of' and a value, the engine scans for them)
_NAME_OF_VALUE = re.compile(
    word_led(["An", "an", "A", "a", "The", "the", "average", "mean", "best", "overall", "highest", "lowest"])
    + r"\s+" + _VALUE_NAME + r"\s+of" + _OF_SOME_VALUE)  # fmt: skip
_NAME_EQUALS_VALUE = re.compile(r"(?<![\w\-])" + _VALUE_NAME + r"\s*=\s*[+\-−]?\d*\.\d")
_OF_VALUE = re.compile(word_led(["of"]) + _OF_SOME_VALUE + r"\Z")


def _slash_joined(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """Known measures joined by a slash are one measure as written where they shorten a slash-joined long form:
    'character/word error rate (CER/WER)'."""
    text = view.text
    if "/" not in text:
        return []
    # (a run written with a slash has a hit with a slash in it or next to it: without one, no measure is read)
    if all(text.find("/", max(0, start - 1), end + 1) < 0 for start, end, _ in view.lexicon_hits):
        return []
    known = sorted((start, end) for start, end, _ in view.lexicon_hits if _metric_name(rules, text[start:end]))
    found: list[Mention] = []
    run_start, run_end = -1, -1
    for start, end in known:
        if start == run_end + 1 and text[run_end] == "/":
            run_end = end
            continue
        if run_start >= 0 and text.count("/", run_start, run_end):
            found.append(_slash_mention(view, run_start, run_end))
        run_start, run_end = start, end
    if run_start >= 0 and text.count("/", run_start, run_end):
        found.append(_slash_mention(view, run_start, run_end))
    # a slash pair is one name only where the abstract defines it for a slash-joined long form ('overall
    # character/word error rate (CER/WER)'); elsewhere each measure is its own mention ('outperforms EM/F1')
    defined = {text[m.start : m.end] for m in found if _DEFINED_SLASH_PAIR.search(text, max(0, m.start - _WINDOW), m.start)}
    return [m for m in found if text[m.start : m.end] in defined and not blocked.overlaps(m.start, m.end)]


_DEFINED_SLASH_PAIR = re.compile(r"\w/\w[^()]*\s\(\Z")


def _in_terms_of(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """What a comparison is 'in terms of' is measured: 'outperforms them in terms of fluency, speed and memory',
    '0.37 mm in terms of surface distance'; each item of a list of short noun phrases, without a vague head
    ('in terms of performance') or a system ('in terms of the model')."""
    text = view.text
    if "in terms of" not in text:
        return []
    found: list[Mention] = []
    # (each match starts with the phrase, found by C string search: the pattern, led by a word boundary and so
    # tried at every character, is tried there only)
    for cue in _matches_at(_IN_TERMS_OF, text, word_starts(text, ("in terms of",))):
        index = bisect_left(view.token_starts, cue.end())
        if not _comparison_before(view, rules, cue.start()):
            continue  # 'When understood in terms of its presuppositions, ...': no measurement
        if index > 0 and _VARIATION_BEFORE.search(text, max(0, cue.start() - 24), cue.start()):
            continue  # 'unprecedented diversity in terms of gender, age, ...': dimensions of variation
        for start, end in _list_items(view, rules, index, forward=True, singles=True):
            words = view.tokens_between(start, end)
            last = words[-1]
            if not last.text.isalpha() or last.lower in _vague_heads(rules.rules) or last.lower in _system_nouns(rules.rules) \
                    or not _names_a_quantity(last.lower, rules) or any(_TITLE_WORD.fullmatch(w.text) for w in words):  # fmt: skip
                continue  # 'in terms of gender, age', 'the mean Intersection over Union metric', 'steerability due to'

            if len(words) == 1 and last.lower in _property_nouns(rules.rules):
                continue  # 'outperforms them in terms of robustness and efficiency': praise, not a measure
            if last.lower in _CAPACITY_NOUNS and _INFINITIVE_AFTER.match(text, end):
                continue  # 'in terms of the ability to emulate ...': a capacity, not a quantity ('robustness to X' is one)
            entry = _entry(rules, text[start:end])
            if (entry is not None and entry[0] not in ("metric", "generic")) or blocked.overlaps(start, end):
                continue
            found.append(_mention(view, start, end, "metric", "metric/in-terms-of", P_CONTEXT,
                                  canonical=text[start:end].lower()))  # fmt: skip
    return found


def _compared_quantities(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """What a comparative with 'than' compares is measured: 'higher semantic alignment than', '17.3% higher
    lexical variation than other regions', 'better style controllability than'; a short noun phrase whose head
    names a quantity ('than' after 'higher performance', 'better representations' names none)."""
    text = view.text
    if "than" not in text:
        return []
    found: list[Mention] = []
    # (each match starts with a comparative, found by C string search: the pattern is tried there only)
    for match in _matches_at(_COMPARED, text, word_starts(text, _COMPARATIVES)):
        start, end = match.span("np")
        words = view.tokens_between(start, end)
        if not _plain_measure_phrase(words, rules):
            continue
        last = words[-1].lower
        if last in _vague_heads(rules.rules) or last in _system_nouns(rules.rules) or not _names_a_quantity(last, rules):
            continue
        if blocked.overlaps(start, end):
            continue
        found.append(_mention(view, start, end, "metric", "metric/compared-quantity", P_CONTEXT,
                              canonical=text[start:end].lower()))  # fmt: skip
    return found


def _plain_measure_phrase(words: Sequence[Token], rules: EntityRules) -> bool:
    """Lower-case words that may stand in a measure's name, with singular premodifiers (a plural before the head
    is a verb: 'better explains rater variation than')."""
    return bool(words) and all(_measure_word(w, rules) and w.text.islower() for w in words) and not any(
        _looks_plural(w.lower) for w in words[:-1])


_COMPARATIVES = ("higher", "lower", "greater", "better", "worse", "smaller", "larger", "stronger", "weaker")
_COMPARED = re.compile(word_led(list(_COMPARATIVES)) + r"\s+"
                       r"(?P<np>[a-z][a-z\-]*(?:\s+[a-z][a-z\-]*){0,2}?)\s+than\b")


def _value_in_measure(view: TextView, rules: EntityRules, blocked: Blocked,
                      digits: list[int] | None = None) -> list[Mention]:  # fmt: skip
    """A measure written after its value and 'in': 'outperforming rocBLAS by over 10% in runtime', 'a 3x
    reduction in peak memory'; the phrase's head is one of lexicon/measure-heads-after-in ('1.02% in the
    single-model settings' names a setting)."""
    text = view.text
    found: list[Mention] = []
    heads = _heads_after_in(rules.rules)
    # (its matches start at a digit: in an ASCII text, at one of ``digits``, where \d is [0-9], and only at one
    # followed by what may follow a value's last digit there: most digits stand inside a number, '34.2', '2025')
    if digits is None:
        matches = list(_VALUE_IN.finditer(text))
    else:
        starts = [at for at in digits if text[at + 1 : at + 2] in _AFTER_VALUE_IN or text[at + 1 : at + 2].isspace()]
        matches = _matches_at(_VALUE_IN, text, starts)
    for match in matches:
        start, end = match.span("np")
        words = view.tokens_between(start, end)
        # the phrase ends at its last head word: 'in runtime on long prompts'
        last = max((i for i, w in enumerate(words) if w.lower in heads), default=-1)
        words = words[: last + 1]
        if not _plain_measure_phrase(words, rules):
            continue
        end = words[-1].end
        if blocked.overlaps(start, end):
            continue
        found.append(_mention(view, start, end, "metric", "metric/value-in-measure", P_CONTEXT,
                              canonical=text[start:end].lower()))  # fmt: skip
    return found


# the characters that may follow the digit a match of _VALUE_IN starts with (and white space): its unit's first
_AFTER_VALUE_IN = frozenset(["%", "x", "×", "t", "-", "p", "\\"])
_VALUE_IN = re.compile(r"\d(?:%|\s*(?:x|×|times|-fold|percent|points?|pp)\b|\s*\\?%)?\s+(?:(?:reduction|improvement|"
                       r"increase|decrease|drop|gain|speedup|savings?)\s+)?in\s+(?P<np>[a-z][a-z\-]*(?:\s+[a-z][a-z\-]*){0,2})")


def _aggregate_of_value(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """An averaged quantity that governs a value is a measure, with its averaging word: 'a mean stabilization
    efficacy of 87.8%', '(median half-life ~1.5 tokens', 'an average response time of 2.1 s'; a short lower-case
    noun phrase with no vague head ('an average improvement of 5%'), system noun or count noun ('the average
    number of 3')."""
    text = view.text
    found: list[Mention] = []
    # (each match starts with one of its averaging words, found by C string search: the pattern is tried there only)
    starts = word_starts(text, _AGGREGATE_WORDS)
    if not starts:
        return found
    for match in _matches_at(_AGGREGATE_OF_VALUE, text, starts):
        start, end = match.span("np")
        words = view.tokens_between(start, end)
        if not _plain_measure_phrase(words, rules) or any(w.lower.endswith("ing") for w in words):
            continue
        last = words[-1].lower
        if last in _vague_heads(rules.rules) or last in _system_nouns(rules.rules) or last in _COUNT_NOUNS \
                or last in _KIND_NOUNS or last in _CHANGE_NOUNS or last in _LEADS or _looks_plural(last):  # fmt: skip
            continue
        start = match.start("aggregate")
        if blocked.overlaps(start, end):
            continue
        found.append(_mention(view, start, end, "metric", "metric/aggregate-of-value", P_CONTEXT,
                              canonical=text[start:end].lower()))  # fmt: skip
    return found


# (the boundary before the averaging word is a lookbehind after it: the regex engine scans fast for a pattern led
# by its letters and tries one led by an assertion at every character; the matches are the same,
# tests/test_speed_regexes.py)
_AGGREGATE_WORDS = ("mean", "average", "median")
_AGGREGATE_OF_VALUE = re.compile(
    "(?P<aggregate>" + "|".join(rf"{word}(?<![\w\-]{word})" for word in _AGGREGATE_WORDS) + r")\s+(?P<np>[a-z][a-z\-]*(?:\s+[a-z][a-z\-]*){0,2}?)"
    r"\s*(?:\bof\s+|=\s*|:\s*|[~∼≈]\s*)(?:(?:about|approximately|around|nearly|over|only|just)\s+)?[+\-−]?\d")


def _reported_of_value(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """What a result verb reports as 'a/an/the <quantity> of <value>' is a measure: 'achieving an acceptance
    length of 5.92', 'reaches a Jensen-Shannon divergence of 0.072', 'with a peak memory use of 3.6 GB'. The
    phrase ends in a noun that names a quantity and is no count, change, lead or kind noun ('achieves an
    improvement of 5%', 'a total of 12', 'a score of 0.8' name none); after 'with' or 'at', which also give
    settings ('with a batch size of 32', 'at a learning rate of 0.1'), only an aggregated or extreme quantity
    ('with a peak memory use of') or a strong measure head ('with an error of 2%') counts."""
    text = view.text
    found: list[Mention] = []
    if " of " not in text:
        return found
    # every match ends with a value after 'of' (_OF_A_VALUE): the pattern, led by a word boundary and so tried at
    # every character, is searched only up to the end of the last one (most texts have none)
    values = list(_OF_A_VALUE.finditer(text))
    if not values:
        return found
    # nor does a match start before the words right before the first 'of <value>': between a match's start and
    # its 'of' stand only its verb, article and noun phrase, at most six runs of [\w\-] parted by white space,
    # read back from the 'of' as a match forward in the reversed text
    reversed_text = text[::-1]
    first_of = values[0].start()
    words_before = _RUNS_BEFORE.match(reversed_text, len(text) - first_of)
    zone_start = first_of - len(words_before.group()) if words_before is not None else 0
    for match in _REPORTED_OF_VALUE.finditer(text, zone_start, values[-1].end()):
        start, end = match.span("np")
        words = view.tokens_between(start, end)
        while words and (words[0].lower in rules.modifier_stops or words[0].lower in _EVALUATIVE_LEADS):
            words = words[1:]  # 'a remarkable codebook utilization of 100%', 'a new state-of-the-art ...'
        if not words or not all(_reported_word(w, rules) for w in words):
            continue
        last = words[-1].lower
        if not words[-1].text.islower() or last in _vague_heads(rules.rules) or last in _system_nouns(rules.rules) \
                or last in _COUNT_NOUNS or last in _KIND_NOUNS or last in _CHANGE_NOUNS or last in _LEADS \
                or last in _SETTING_HEADS or _looks_plural(last) or not _names_a_quantity(last, rules):  # fmt: skip
            continue
        if match.group("verb").lower() in ("with", "at") and words[0].lower not in _REPORTED_AGGREGATES \
                and last not in rules.metric_strong and last not in rules.metric_heads_defined:  # fmt: skip
            continue  # 'with a context length of 128K', 'at a sampling rate of 16 kHz': a setting
        start = words[0].start
        if blocked.overlaps(start, words[-1].end):
            continue
        found.append(_mention(view, start, words[-1].end, "metric", "metric/reported-of-value", P_CONTEXT,
                              canonical=text[start : words[-1].end].lower()))  # fmt: skip
    return found


def _reported_word(token: Token, rules: EntityRules) -> bool:
    """A word of a reported quantity: a measure word (:func:`_measure_word`), a known metric name, or a
    capitalized name part before the head ('Jensen-Shannon', 'Dice')."""
    if _measure_word(token, rules) or _metric_name(rules, token.text):
        return True
    entry = _entry(rules, token.text)
    return entry is None and bool(_NAME_PART.fullmatch(token.text))


_VALUE_AFTER_OF = r"\s+(?:(?:about|approximately|around|nearly|over|only|just|up to)\s+|[~∼≈]\s*)?[+\-−]?\$?\d"
_REPORTED_OF_VALUE = re.compile(
    r"\b(?P<verb>achiev(?:e|es|ed|ing)|attain(?:s|ed|ing)?|reach(?:es|ed|ing)?|yield(?:s|ed|ing)?|obtain(?:s|ed|ing)?|"
    r"record(?:s|ed|ing)?|deliver(?:s|ed|ing)?|maintain(?:s|ed|ing)?|exhibit(?:s|ed|ing)?|scor(?:es|ed|ing)|"
    r"[Ww]ith|at)\s+(?:an?|the)\s+(?P<np>(?:[\w\-]+\s+){0,3}?[\w\-]+)\s+of" + _VALUE_AFTER_OF)
# its last words, 'of' led (the lookbehind after it: see _METRIC_KIND_AFTER)
_OF_A_VALUE = re.compile(r"of(?<=\sof)" + _VALUE_AFTER_OF)
# (in the reversed text, from the white space before an 'of': up to six words back, each run of [\w\-] whole, as
# greedy runs with nothing after them never give back)
_RUNS_BEFORE = re.compile(r"(?:\s+[\w\-]+){0,6}")
# words that lead a reported value's phrase without naming what is measured ('a new record accuracy of')
_EVALUATIVE_LEADS = frozenset(["record", "remarkable", "impressive", "notable", "state-of-the-art", "sota"])
# aggregates and extremes that make a quantity after 'with' a reported one ('with a peak memory use of 3.6 GB')
_REPORTED_AGGREGATES = frozenset(["peak", "mean", "average", "median", "maximum", "minimum", "max", "min", "best",
                                  "overall", "final", "top", "worst", "highest", "lowest"])
# heads of a setting given as 'a <setting> of <value>' ('a batch size of 32', 'a resolution of 512')
_SETTING_HEADS = frozenset(["size", "resolution", "budget", "horizon", "window", "temperature", "dimension",
                            "stride", "duration", "age", "width", "height", "depth", "capacity", "frequency"])
_NAME_PART = re.compile(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)*|[A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*")


# nouns that count rather than measure: 'the average number of 3 steps', 'a mean size of 12 documents'
_COUNT_NOUNS = frozenset(["number", "amount", "count", "total", "sum", "age", "year", "years"])
# a lead over others is a difference of some measure the phrase does not name: 'an average advantage of 24 points'
_LEADS = frozenset(["advantage", "lead", "edge", "benefit", "uplift", "boost"])


def _names_a_quantity(lower: str, rules: EntityRules) -> bool:
    """Whether a head word names a quantity: a metric head or a head of lexicon/measure-heads-after-in ('speed',
    'execution time', 'bitrate'), or an abstract noun ('naturalness', 'completeness', 'transferability')."""
    return lower in _quantity_heads(rules) or lower.endswith(_NOUN_ENDINGS) or any(lower.endswith(head) for head in _COMPOUND_HEADS)


_COMPOUND_HEADS = ("rate", "time", "size", "length")  # 'bitrate', 'runtime', 'filesize', 'wavelength'
_TITLE_WORD = re.compile(r"[A-Z][a-z]+")


@_per_ruleset
def _heads_after_in(ruleset: RuleSet) -> frozenset[str]:
    return ruleset.words("lexicon/measure-heads-after-in")


@cache
def _quantity_heads(rules: EntityRules) -> frozenset[str]:
    return rules.metric_head_words | _heads_after_in(rules.rules)


def _comparison_before(view: TextView, rules: EntityRules, position: int) -> bool:
    """Whether the sentence at ``position`` measures before it: a value in the sentence, or a word of
    lexicon/measurement-context-words before ``position`` ('outperforms ... in terms of')."""
    start, _ = view.sentence_at(position)
    if _value_in_sentence(view, position):
        return True
    context = _context_words(rules.rules)
    return any(token.lower in context for token in view.tokens_between(start, position))


_VARIATION_BEFORE = re.compile(r"\b(?:diversity|diverse|variety|varied|vary|varies|differ|differs|different|differences|"
                               r"heterogeneity|heterogeneous)\s+\Z")
_INFINITIVE_AFTER = re.compile(r"\s+to\b")
_CAPACITY_NOUNS = frozenset(["ability", "abilities", "capability", "capabilities", "capacity"])
_IN_TERMS_OF = re.compile(r"\bin terms of\s+(?:(?:both|either|the|their|its|overall)\s+)?")


def _named_before_metric(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """A name written before the singular kind noun 'metric' is the name of a measure: 'the CHAIR metric', 'a
    novel Knowledge Plausibility metric', 'in the SeK metric'; not a kind of measures ('LMM-based metric',
    'GACL-induced metric', 'our metric') nor a named dataset or model of the lexicons."""
    text = view.text
    if "metric" not in text:
        return []
    tokens = view.tokens
    found: list[Mention] = []
    for cue in _SINGULAR_METRIC.finditer(text):
        index = bisect_left(view.token_starts, cue.start())
        first = index
        while first > 0 and index - first < 3 and _name_word(tokens[first - 1], rules):
            first -= 1
        if first == index:
            continue
        words = tokens[first:index]
        if len(words) == 1 and not _ACRONYM_LIKE.fullmatch(words[0].text):
            continue  # 'Entropy metric': one capitalized word names no measure of its own
        start, end = words[0].start, words[-1].end
        entry = _entry(rules, text[start:end])
        if (entry is not None and entry[0] not in ("metric", "generic")) or blocked.overlaps(start, end):
            continue
        found.append(_mention(view, start, end, "metric", "metric/named-before-kind", P_LEXICON,
                              canonical=text[start:end].lower()))  # fmt: skip
    return found


_SINGULAR_METRIC = re.compile(r"metric(?<=\smetric)\b(?![\-–])")  # ('metric' after white space: the word first)
_ACRONYM_LIKE = re.compile(r"[A-Za-z]*[A-Z][A-Za-z]*[A-Z][A-Za-z0-9]*")


def _name_word(token: Token, rules: EntityRules) -> bool:
    """A word of a name before 'metric': capitalized or name-shaped, not at a sentence start unless an acronym,
    no function word ('The', 'Our') and no hyphenated kind ('LMM-based')."""
    text = token.text
    if not text[:1].isupper() or token.lower in rules.stop_words or not all(ch.isalnum() or ch == "-" for ch in text):
        return False
    if "-" in text and not all(part[:1].isupper() or part[:1].isdigit() for part in text.split("-") if part):
        return False
    return not token.sentence_start or _ACRONYM_LIKE.fullmatch(text) is not None


def _slash_mention(view: TextView, start: int, end: int) -> Mention:
    return _mention(view, start, end, "metric", "metric/slash-joined", P_LEXICON, canonical=view.text[start:end].lower())


def _listed_metrics(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """The items of a list that a metric kind noun introduces or closes are measures: 'three metrics:
    concreteness, specificity, and negation', 'metrics such as CheckEval, G-Eval and Ref-F1', 'a metric suite
    (reliability, generality, and locality)', 'FNMR and ISRR metrics' (the items before the noun only when one of
    them is a known measure: 'BLEU, CHRF, TER, and semantic similarity metrics')."""
    text = view.text
    if "metric" not in text and "measures" not in text:
        return []
    found: list[Mention] = []
    for cue in _METRIC_KIND_BEFORE.finditer(text):
        items = _list_items(view, rules, bisect_left(view.token_starts, cue.end()), forward=True)
        found += _item_mentions(view, rules, blocked, items)
    for cue in _METRIC_KIND_AFTER.finditer(text):
        items = _list_items(view, rules, bisect_left(view.token_starts, cue.start()) - 1, forward=False)
        if any(_metric_name(rules, view.text[a:b]) for a, b in items):
            found += _item_mentions(view, rules, blocked, items)
    return found


_METRIC_KIND_BEFORE = re.compile(  # (r"\bm..." with the '\b' after the 'm': see _METRIC_KIND_AFTER)
    r"m(?<!\wm)(?:etrics|easures|etric\s+suite)(?:\s*\(\s*(?:e\.g\.,?|i\.e\.,?)?|\s*:|,?\s+(?:such as|like|including|namely)\b|"
    r",?\s*e\.g\.,?)\s*")
# (the 'm' first and the lookbehind after it, which then says what the '\b(?<=\S\s)' before it said: the regex
# engine finds a pattern led by a letter by a fast scan, and tries one led by an assertion at every character)
_METRIC_KIND_AFTER = re.compile(r"m(?<=\S\sm)(?:etrics|easures)\b")


def _item_mentions(view: TextView, rules: EntityRules, blocked: Blocked, items: list[tuple[int, int]]) -> list[Mention]:
    found: list[Mention] = []
    if len(items) < 2:
        return found
    for start, end in items:
        entry = _entry(rules, view.text[start:end])
        if (entry is not None and entry[0] not in ("metric", "generic")) or blocked.overlaps(start, end):
            continue  # a named dataset or model in the list is not a measure
        found.append(_mention(view, start, end, "metric", "metric/listed-after-kind", P_METRIC,
                              canonical=view.text[start:end].lower()))  # fmt: skip
    return found


def _list_items(view: TextView, rules: EntityRules, index: int, forward: bool,
                singles: bool = False) -> list[tuple[int, int]]:
    """The (start, end) of each item of a coordinated list of short noun phrases that starts (``forward``) or
    ends at token ``index``; the list stops at a word that cannot be part of an item."""
    tokens = view.tokens
    items: list[tuple[int, int]] = []
    step = 1 if forward else -1
    while 0 <= index < len(tokens) and len(items) < 8:
        words: list[Token] = []
        while 0 <= index < len(tokens) and tokens[index].lower not in _LIST_SEPARATORS and len(words) <= _ITEM_WORDS:
            token = tokens[index]
            if not _item_word(token, rules) or (words and token.sentence_start == forward and forward):
                break
            words.append(token)
            index += step
        if not words or len(words) > _ITEM_WORDS:
            break
        if singles and not items and (not (0 <= index < len(tokens)) or tokens[index].lower not in _LIST_SEPARATORS):
            if forward and 0 <= index < len(tokens) and not _ends_item(tokens[index], rules):
                break
            return [(words[0].start, words[-1].end)]  # one noun phrase, no list: 'in terms of surface distance'
        if len(words) == 1 and words[0].text.islower() and words[0].lower.endswith((*_ADJECTIVE_ENDINGS, "ic")) \
                and words[0].lower not in rules.metric_head_words:  # fmt: skip
            return []  # 'similarity metrics, including lexicographic, phonetic, and semantic ones': adjectives
        first, last = (words[0], words[-1]) if forward else (words[-1], words[0])
        if not (0 <= index < len(tokens)) or tokens[index].lower not in _LIST_SEPARATORS:
            if forward and 0 <= index < len(tokens) and not _ends_item(tokens[index], rules):
                break  # 'image quality', 'Mean Absolute Error', 'number of authors': the item goes on
            items.append((first.start, last.end))
            break  # the item ended at a word that is no separator: the list ends with it
        items.append((first.start, last.end))
        while 0 <= index < len(tokens) and tokens[index].lower in _LIST_SEPARATORS:
            index += step
    return items if forward else items[::-1]


_LIST_SEPARATORS = frozenset([",", "and", "or"])
_ITEM_WORDS = 4


def _ends_item(token: Token, rules: EntityRules) -> bool:
    """Whether the word after the last item of a list ends it: punctuation, a function word or a verb
    ('metrics such as CheckEval, G-Eval and Ref-F1 compared to ...'), not 'of' or a word of a longer name."""
    lower = token.lower
    if not any(ch.isalnum() for ch in token.text):
        return token.text not in ("-", "–", "'s")
    if lower == "of" or not token.text.islower() or lower in _vague_heads(rules.rules):
        return False
    return lower in rules.stop_words or lower in _not_nouns(rules.rules) or lower.endswith("ed")


@_per_ruleset
def _vague_heads(ruleset: RuleSet) -> frozenset[str]:
    return ruleset.words("lexicon/vague-measures")


@_per_ruleset
def _property_nouns(ruleset: RuleSet) -> frozenset[str]:
    return ruleset.words("lexicon/property-nouns")



def _item_word(token: Token, rules: EntityRules) -> bool:
    """A word that can stand in a measure's name in a list: no function word, verb or evaluative word."""
    lower = token.lower
    if not any(ch.isalnum() for ch in token.text) or lower in rules.stop_words or lower in rules.modifier_stops:
        return False
    if token.text.islower() and (lower in _not_nouns(rules.rules) or lower.endswith(("ed", "ly"))):
        return lower in rules.metric_head_words  # 'speed' is no participle
    return not (token.text.islower() and lower.endswith("ing") and lower not in rules.ing_nouns)


_RATE_HEADS = frozenset({"rate", "rates"})


def _block_other_senses(view: TextView, rules: EntityRules, blocked: Blocked, metric_words: list[int]) -> None:
    """A metric word in another sense is no entity: a number format ('comparable to full precision'), the
    ability of recalling facts ('contributors to factual recall'), the time something happens ('at inference
    time')."""
    senses = _other_senses(rules.rules)
    tokens = view.tokens
    if " time" in view.text:  # (a cheap test before the lexicon hits are read)
        _block_times_of_use(view, rules, blocked)
    for index in metric_words:  # (view.where(T_METRIC), read once by metric_mentions)
        if tokens[index].lower not in _SENSE_HEADS:
            continue
        previous = tokens[index - 1] if index > 0 else tokens[index]
        if index > 0 and f"{previous.lower} {tokens[index].lower}" in senses and view.text[previous.end : tokens[index].start] == " ":
            reason = R_UNIT if tokens[index].lower == "precision" else R_NOTION
            blocked.append((previous.start, tokens[index].end), "lexicon/metric-word-senses", reason)
        if tokens[index].lower == "precision" and _exactness(view, index, rules):
            blocked.append((previous.start, tokens[index].end), "lexicon/precision-degree-words", R_NOTION)
            continue
        following = tokens[index + 1] if index + 1 < len(tokens) else None
        if following is not None and f"{tokens[index].lower} {following.lower}" in senses \
                and view.text[tokens[index].end : following.start] == " ":  # fmt: skip
            # 'precision agriculture', 'precision medicine': a field named by the word, no measure
            blocked.append((tokens[index].start, following.end), "lexicon/metric-word-senses", R_DOMAIN)


_SENSE_HEADS = frozenset(["precision", "recall"])


def _block_times_of_use(view: TextView, rules: EntityRules, blocked: Blocked) -> None:
    """A time measure of the lexicon after a word of lexicon/time-of-use-words names when something happens:
    'retrieved at inference time', 'during training time'; before a noun it modifies the noun ('an inference time
    controller'); not 'reduces inference time by 40%'."""
    text = view.text
    words = _time_of_use_words(rules.rules)
    for start, end, _ in view.lexicon_hits:
        if not text.endswith(("time", "times"), start, end) or not _metric_name(rules, text[start:end]):
            continue
        before = _WORD_BEFORE.search(text, max(0, start - 16), start)
        if before is not None and before.group(1).lower() in words:
            blocked.append((start, end), "lexicon/time-of-use-words", R_NOTION)
            continue
        following = bisect_left(view.token_starts, end)
        if following < len(view.tokens) and _heads_a_compound(view.tokens[following], rules):
            # 'an inference time controller framework', 'Inference time uncertainty': a modifier of the noun
            blocked.append((start, end), "lexicon/time-of-use-words", R_NOTION)


_WORD_BEFORE = re.compile(r"(\w+)\s+\Z")


@_per_ruleset
def _time_of_use_words(ruleset: RuleSet) -> frozenset[str]:
    return ruleset.words("lexicon/time-of-use-words")


def _exactness(view: TextView, index: int, rules: EntityRules) -> bool:
    """Whether 'precision' after a word of degree names exactness, an evaluative quality, not the measure:
    'achieves high precision through hierarchical feature extraction', 'fit the data with high precision',
    'superior precision, realism and controllability'. The measure gives a value or stands with another measure
    in its sentence ('high precision but poor recall', 'high precision (0.90)', 'superior precision at 6.7
    GFLOPs') or is compared ('higher precision than other methods'); a modifier of its own makes it a measure
    too ('higher box precision')."""
    tokens = view.tokens
    if index == 0 or tokens[index - 1].lower not in _degree_before(rules.rules):
        return False
    following = tokens[index + 1] if index + 1 < len(tokens) else None
    if following is not None and following.text[:1] in "-–/":
        return False  # 'precision-recall performance'
    start, end = view.sentence_at(tokens[index].start)
    if _SCORE_VALUE.search(view.text, start, end) or _VALUE_IN_PARENTHESES.match(view.text, tokens[index].end):
        return False  # 'indicating high precision' after '97.14% of the time'; not '8x scale discrepancies', a setting
    if _THAN.search(view.text, tokens[index].end, end):
        return False  # 'higher precision than other methods': a comparison of measured values
    for token in tokens[bisect_left(view.token_ends, start + 1) :]:
        if token.start >= end:
            break
        if token.lower != "precision" and (token.lower in rules.metric_strong or _metric_name(rules, token.text)):
            return False  # 'high precision but poor recall'
    return True


_THAN = re.compile(r"\bthan\b")
_SCORE_VALUE = re.compile(r"\d[.,]\d|\d\s*(?:\\?%|percent\b)")  # a value a measure reports: a percentage or a fraction


@_per_ruleset
def _degree_before(ruleset: RuleSet) -> frozenset[str]:
    return ruleset.words("lexicon/precision-degree-words")


@_per_ruleset
def _other_senses(ruleset: RuleSet) -> frozenset[str]:
    return ruleset.words("lexicon/metric-word-senses")


def _noun_compound_measure(view: TextView, modifiers: Sequence[Token], head_word: str, rules: EntityRules) -> bool:
    """Whether nouns before a weak head make it a measure: next to a value ('reducing processing costs by over
    80%'), after a modifier of measures ('false rejection rates') or as a compound of two nouns ('web environment
    overhead', 'memory access overhead'); never a loss, which a noun names as a training objective ('pairwise
    sigmoid loss', 'distillation loss')."""
    if head_word in _LOSS_HEADS:
        return False
    if _value_in_sentence(view, modifiers[-1].start):
        return True
    if head_word in _RATE_HEADS and modifiers[-1].lower.endswith("ing"):
        return False  # 'maximum learning rates' (a setting); but 'an average processing rate of 30 frames per second'
    nouns = sum(rules.modifier_kind(token.text) == MODIFIES_AS_NOUN for token in modifiers)
    return nouns >= 2 or any(token.lower in rules.metric_modifiers for token in modifiers)


_LOSS_HEADS = frozenset(["loss", "losses"])


def _trained_with(tokens: Sequence[Token], index: int, head_word: str, start_index: int, rules: EntityRules) -> bool:
    """Whether the measure ending at ``index`` names a training objective: an entropy right before 'loss' ('a
    filtered cross entropy loss'; 'validation cross-entropy loss' is measured), or an item of a short list that a
    noun of lexicon/training-objective-nouns closes ('binary cross-entropy and Dice losses', 'budget-cost, entropy,
    and rank-balance regularization', 'a combined cross-entropy and Smooth L1 objective'). A closing loss that is a
    drop of a measure ('accuracy and performance loss') or a measured loss ('perplexity and validation loss') is no
    objective, nor is an item before a list that goes on ('in perplexity, distillation loss, and generation
    quality')."""
    following = tokens[index + 1] if index + 1 < len(tokens) else None
    if head_word in _ENTROPY_HEADS and following is not None and following.lower in _LOSS_HEADS:
        return not rules.measures_a_loss(t.lower for t in tokens[start_index:index])
    objectives = _objective_nouns(rules.rules)
    not_nouns = _not_nouns(rules.rules)
    words, separator = 0, -1
    for i in range(index + 1, min(len(tokens), index + _OBJECTIVE_REACH)):
        token = tokens[i]
        lower = token.lower
        if token.sentence_start:
            return False
        if lower in objectives:
            if separator < 0 or words == 0:
                return False  # 'accuracy and regularization': two things, no list of objectives
            if tokens[separator].lower == "," and not _looks_plural(lower):
                return False  # 'in perplexity, distillation loss, and generation quality': the list goes on
            item = tokens[separator + 1 : i]
            return lower not in _LOSS_HEADS or not (
                item[-1].lower in rules.metric_strong or item[-1].lower in _vague_heads(rules.rules)
                or rules.measures_a_loss(t.lower for t in item))  # fmt: skip
        if lower in _OBJECTIVE_SEPARATORS:
            words, separator = 0, i
        elif (token.text.isalnum() or any(ch.isalnum() for ch in token.text)) and lower not in rules.stop_words \
                and lower not in not_nouns and not lower.endswith("ly"):  # fmt: skip
            words += 1
            if words > 3:
                return False
        else:
            return False
    return False


_ENTROPY_HEADS = frozenset(["entropy", "cross-entropy"])
_OBJECTIVE_SEPARATORS = frozenset([",", "and", "or", "plus", "+"])
_OBJECTIVE_REACH = 14  # tokens after a measure searched for the noun that closes a list of objectives


@_per_ruleset
def _objective_nouns(ruleset: RuleSet) -> frozenset[str]:
    return ruleset.words("lexicon/training-objective-nouns")


_TRADE_OFFS = frozenset(["trade-off", "trade-offs", "tradeoff", "tradeoffs", "dilemma", "balance", "tension"])


_COUNT_HEADS = frozenset(["count", "counts"])
_CURVE_HEADS = frozenset(["curve", "curves"])
_AREA_UNDER = re.compile(r"\b(?:[Aa]rea|AUC)\s+under\s+(?:the\s+)?[\w\-]+(?:\s+[\w\-]+){0,3}\s+\Z")
# degree and comparison words that make a hyphenated word an adjective of degree, no name of a measure
# ('lower-accuracy claims', 'a higher-fidelity tool', 'better-calibrated confidence', 'full-supervision accuracy')
_DEGREE_FIRST = frozenset(["better", "worse", "higher", "lower", "greater", "larger", "smaller",
                           "stronger", "weaker", "full", "fully", "similar", "perfect", "well", "poorly"])  # fmt: skip


def _plots_a_measure(tokens: Sequence[Token], index: int, rules: EntityRules) -> bool:
    """Whether the word before a curve names what it plots as measures: an acronym ('ROC curve', 'PR curves',
    'DET curve') or a hyphenated pair of measures ('risk-coverage curves', 'accuracy-efficiency curves')."""
    if index == 0 or tokens[index - 1].sentence_start:
        return False
    previous = tokens[index - 1].text
    if _ACRONYM.fullmatch(previous):
        return True
    parts = [part.lower() for part in _DASHES.split(previous)]
    return len(parts) > 1 and any(p in rules.metric_head_words or _metric_name(rules, p) for p in parts)
# an amount right after 'costs', which makes it a verb: 'costs up to 27.6 points', 'costs only $0.02', 'costs 3x more'
_AMOUNT_AFTER = re.compile(r"\s+(?:(?:up to|only|just|about|around|roughly|nearly|approximately|at most|at least|"
                           r"little|nothing|less than|more than)\b|\\?\$|[~∼≈]?\s*\d)")
_COUNTED_VALUE = re.compile(r"\s+of\s+\d[\d.,]*\s+[a-z]")
_BOUND_NOUNS = frozenset(["guarantee", "guarantees", "bound", "bounds"])


_SCORE_HEADS = frozenset(["score", "scores"])


def _value_in_sentence(view: TextView, position: int) -> bool:
    """Whether the sentence at ``position`` reports a value: a number standing as a word ('3.2x', '63.8%')."""
    start, end = view.sentence_at(position)
    return next(_values_in(view.text, start, end), None) is not None


def _values_in(text: str, start: int, end: int) -> Iterator[re.Match[str]]:
    """_VALUE.finditer(text, start, end), searched from the first digit of the stretch only: _VALUE, led by a
    lookbehind, is tried at every character, and most sentences it is run over hold no digit. (Every match holds
    a digit and starts at it or at the sign right before it; the lookbehind reads the text before ``start``
    either way.)"""
    digit = _DIGIT.search(text, start, end)
    if digit is None:
        return iter(())
    return _VALUE.finditer(text, max(start, digit.start() - 1), end)


def _kind_noun_in(text: str, start: int, end: int) -> bool:
    """_KIND_NOUN.search(text, start, end), after a C string search for the letters every match holds (the
    pattern, led by a word boundary, is tried at every character)."""
    if text.find("metric", start, end) < 0 and text.find("measur", start, end) < 0:
        return False
    return _KIND_NOUN.search(text, start, end) is not None


_VALUE = re.compile(r"(?<![\w.\-])[+\-−]?\d+(?:[.,]\d+)*(?:%|x|×)?(?![\w\-])")
_DIGIT = re.compile(r"\d")  # (a pattern led by a character class is searched by a fast scan)


_VALUE_TOKEN = re.compile(r"[~∼≈]?[+\-−±]?\d+(?:[.,]\d+)*")


_NUMBER_TOKEN = re.compile(r"[+\-−±]?\d+(?:[.,]\d+)*%?")


_BOUND_PREFIXES = frozenset(
    ["iso", "pre", "post", "non", "multi", "semi", "anti", "co", "re", "sub", "super", "inter", "intra", "over", "under", "high", "low", "mixed", "full", "half", "single", "double", "self", "cross", "out", "in", "un", "de", "mis"]
)


def _with_listing_lexicons(view: TextView, rules: EntityRules, found: list[Mention]) -> list[Mention]:
    """Every metric lexicon that lists a measure's exact span voted for it (evidence): 'bits per byte' is in
    the known metrics and in lm-evaluation-harness's."""
    listed: dict[tuple[int, int], list[str]] = {}
    for start, end, rule_id in view.lexicon_hits:
        if rule_id in rules.metric_lexicon_ids:
            listed.setdefault((start, end), []).append(rule_id)
    if listed:
        for mention in found:
            for rule_id in listed.get((mention.start, mention.end), ()):
                if rule_id != mention.rule:
                    mention.votes += (Vote(rule_id, "metric", S_EVIDENCE),)
    return found


def _lexicon_metrics_by_end(view: TextView, rules: EntityRules) -> dict[int, tuple[tuple[str, str, str | None], int]]:
    """Multi-word metrics of the lexicon by where they end ('mutual information', 'exact match')."""
    found: dict[int, tuple[tuple[str, str, str | None], int]] = {}
    for start, end, _ in view.lexicon_hits:
        entry = _entry(rules, view.text[start:end])
        if entry is not None and entry[0] == "metric" and (end not in found or start < found[end][1]):
            found[end] = (entry, start)
    return found


def _is_hyphenated_measure(lower: str, is_known: bool) -> bool:
    """'deletion-faithfulness' is a measure; 'iso-depth' and 'low-precision' are not."""
    if is_known:
        return True
    parts = lower.split("-")
    return len(parts) == 2 and parts[0].isalpha() and len(parts[0]) >= 4 and parts[0] not in _BOUND_PREFIXES


def _variant_of_named_measure(text: str, rules: EntityRules) -> bool:
    """'PU21-PSNR', 'ATE-RMSE', 'MS-SSIM': a named measure written in capitals after a code or name that says which
    variant (a transform, a feature extractor) it is computed with; not an acronym that also names a model
    ('BM-MAE' is a masked autoencoder)."""
    parts = _DASHES.split(text)
    last = parts[-1]
    return len(parts) == 2 and last.isupper() and last.isalpha() and last not in rules.metric_homographs and (
        last.lower() in rules.metric_strong or _metric_name(rules, last)) and parts[0].isalnum() and any(
        ch.isupper() for ch in parts[0])  # fmt: skip


def _continues_compound(token: Token, rules: EntityRules) -> bool:
    """Whether the word after a metric head makes it a modifier of a larger noun: 'error pattern analysis',
    'confidence estimation', 'recall tasks', 'regret matching' (but not 'accuracy loss', 'regret guarantees',
    'scores rise')."""
    lower = token.lower
    if not token.text.isalpha() or not token.text.islower() or lower in _CHANGE_NOUNS:
        return False
    # 'regret matching', 'perplexity filtering': an -ing noun after the head names a procedure
    return lower in _COMPOUND_NOUNS or lower.endswith(_NOUN_ENDINGS) or lower in rules.ing_nouns


_NOUN_ENDINGS = ("tion", "sion", "ment", "ness", "ity", "ance", "ence", "ysis", "ism")


def _heads_a_compound(token: Token, rules: EntityRules) -> bool:
    """Whether the word after a hyphenated measure word is the noun it modifies: a lower-case noun ('zero-variance
    prompts', 'knowledge-recall shortcut', 'data-consistency updates'), not a function word, verb, word of change
    or kind noun ('F1-score improvements', 'pass-rate while', 'miss-rates and', 'cost-efficiency compared')."""
    lower = token.lower
    if not token.text.isalpha() or not token.text.islower() or lower in rules.stop_words or lower in _not_nouns(rules.rules):
        return False
    if lower in _CHANGE_NOUNS or lower in _KIND_NOUNS or lower in rules.metric_head_words or lower.endswith(("ly", "ed")):
        return False
    return not lower.endswith("ing") or lower in rules.ing_nouns


_COMPOUND_NOUNS = frozenset(
    ["pattern", "patterns", "signal", "signals", "target", "targets", "task", "tasks", "estimate", "estimates", "distribution", "distributions", "map", "maps", "function", "functions", "head", "heads", "term", "terms", "matrix", "vector", "space", "budget", "budgets", "threshold", "thresholds", "region", "regions", "profile", "profiles", "landscape", "surface", "model", "models", "module", "modules", "layer", "layers", "token", "tokens", "allocation", "predictor", "predictors", "estimator", "estimators", "weighting", "weights", "baseline", "baselines", "method", "methods", "approach", "approaches", "constraint", "constraints", "component", "components", "objective", "objectives", "reward", "rewards", "filter", "filters", "strategy", "strategies", "mechanism", "mechanisms", "scheduler", "validator", "regularizer", "penalty", "penalties", "check", "checks", "taxonomy",
     # kinds and groups the measure word names ('error types', 'LLM-specific error modes', 'a universal rating
     # system', 'the cost volume', 'efficiency regimes', 'quality control protocols')
     "type", "types", "mode", "modes", "issue", "issues", "category", "categories", "system", "systems", "volume",
     "volumes", "sample", "samples", "matrices", "guideline", "guidelines", "regime", "regimes", "protocol",
     "protocols", "control"]
)


_CHANGE_NOUNS = frozenset(
    ["reduction", "reductions", "improvement", "improvements", "gain", "gains", "drop", "drops", "degradation", "increase", "increases", "decrease", "decreases", "loss", "losses", "trade-off", "trade-offs", "tradeoff", "tradeoffs", "versus", "guarantees", "guarantee", "bound", "bounds", "values", "value", "levels", "analyses", "analysis"]
)


_ADJECTIVE_ENDINGS = ("al", "ive", "ed", "ent", "ant", "ory", "ous", "ible", "able", "ful", "less")


def _is_metric_modifier(token: Token, rules: EntityRules, next_to_head: bool, nouns: bool = True,
                        strong_head: bool = False) -> bool:  # fmt: skip
    if token.lower in _NAMING_PARTICIPLES:
        return False  # 'neurons called entropy neurons', 'so-called zero-variance prompts': a name follows
    if token.sentence_start:
        # 'Segmentation accuracy varied by tumour type', 'Position RMSE ranged from 1.68 to 16.39 m': one capitalized
        # modifier right before a strong or known one-word head at a sentence start ('Predictive entropy is then
        # used to ...', 'Pronoun usage remains a challenge' name no measure)
        return strong_head and _TITLE_WORD.fullmatch(token.text) is not None \
            and rules.modifier_kind(token.lower) in (MODIFIES, MODIFIES_AS_NOUN)  # fmt: skip
    kind = rules.modifier_kind(token.text)
    return kind == MODIFIES or (kind == MODIFIES_AS_NOUN and nouns) or (kind == MODIFIES_NEXT_TO_HEAD and next_to_head)


# participles that introduce a name ('neurons called entropy neurons'); not 'named' ('named entity recognition F1')
_NAMING_PARTICIPLES = frozenset(["called", "so-called", "dubbed", "termed", "coined", "denoted"])


MODIFIES_AS_NOUN, MODIFIES, MODIFIES_NEXT_TO_HEAD, NOT_A_MODIFIER = 3, 2, 1, 0


def modifier_kind(text: str, rules: EntityRules) -> int:
    """Whether a word can modify a measure: always, only right before the head ('explained variance', not
    'matched training compute'), or not at all."""
    lower = text.lower()
    if lower in rules.modifier_stops or lower in rules.stop_words:
        return NOT_A_MODIFIER
    if _DIMENSION.fullmatch(text):
        return MODIFIES_AS_NOUN  # '3D reconstruction accuracy' (but '3D consistency' is a property)
    if "-" in text or "–" in text:
        parts = _DASHES.split(text)
        if any(ch.isdigit() for ch in text) or (parts[0][:1].isupper() and any(ch.islower() for ch in parts[0])):
            return NOT_A_MODIFIER  # 'WikiText-2 perplexity': the modifier is a dataset name
        last = parts[-1].lower()
        if parts[0].lower() in _DEGREE_FIRST:
            return NOT_A_MODIFIER  # 'better-calibrated confidence', 'full-supervision accuracy' ('zero-shot' is listed)
        if _HYPHENATED_WORD.fullmatch(text) and not (last.endswith("ing") and last not in rules.measured_ing_nouns):
            return MODIFIES
        return NOT_A_MODIFIER
    if _ACRONYM.fullmatch(text):
        entry = _entry(rules, text)  # 'FLOP count'; but in 'MMLU accuracy' the dataset is not part of the measure
        return MODIFIES if entry is None or entry[0] in ("generic", "metric") else NOT_A_MODIFIER
    if not text.isalpha() or not text.islower():
        return NOT_A_MODIFIER
    if lower in rules.metric_modifiers:
        return MODIFIES
    if lower.endswith("ed"):
        return MODIFIES_NEXT_TO_HEAD
    if lower.endswith(_ADJECTIVE_ENDINGS) and not lower.endswith("ment"):
        return MODIFIES
    return MODIFIES_AS_NOUN if _is_plain_noun(lower, rules) else NOT_A_MODIFIER


def _is_plain_noun(lower: str, rules: EntityRules) -> bool:
    """A word that reads as a noun premodifier of a measure ('terminology translation accuracy', 'web environment
    latency', 'clinician rating'): a lower-case word that is no verb of the measure lexicons, no adverb, no -ing
    form, no plural (premodifying nouns are singular: 'enhances accuracy' is a verb) and no system noun ('model
    accuracy' is the accuracy of a model)."""
    if len(lower) < 3 or lower.endswith(_NOT_NOUN_ENDINGS) or lower in _not_nouns(rules.rules):
        return False
    if lower.endswith("ing") and lower not in rules.measured_ing_nouns:
        return False  # ('parsing accuracy': the -ing head of a task names what is judged)
    if _looks_plural(lower):
        return False
    return lower not in rules.metric_strong and lower not in _system_nouns(rules.rules)


_NOT_NOUN_ENDINGS = ("ly", "ar", "er", "est")


_SINGULAR_S_ENDINGS = ("ss", "us", "is")


def _looks_plural(lower: str) -> bool:
    """A word ending in a plural 's' ('scores', not 'loss', 'corpus', 'analysis'): no premodifier of a measure."""
    return lower.endswith("s") and not lower.endswith(_SINGULAR_S_ENDINGS)


@_per_ruleset
def _not_nouns(ruleset: RuleSet) -> frozenset[str]:
    """Words that are no noun of a measure's name: verbs that take a measure as object ('ensure accuracy',
    'improves latency'), function words ('though', 'versus') and vague heads ('performance loss')."""
    return frozenset().union(*(ruleset.words(lexicon) for lexicon in _NOT_NOUN_LEXICONS))


_NOT_NOUN_LEXICONS = ("lexicon/measure-object-verbs", "lexicon/result-verbs", "lexicon/increase-words",
                      "lexicon/decrease-words", "lexicon/comparison-verbs", "lexicon/measure-phrase-stops",
                      "lexicon/negation-terminators", "lexicon/vague-measures")  # fmt: skip


@_per_ruleset
def _system_nouns(ruleset: RuleSet) -> frozenset[str]:
    """Nouns naming what is measured, not the measure: 'model accuracy', 'baseline latency'."""
    return ruleset.words("lexicon/system-heads") | ruleset.words("lexicon/reference-nouns")


_DIMENSION = re.compile(r"[1-9]D")


_HYPHENATED_WORD = re.compile(r"[\w\-–]+")


_ACRONYM = re.compile(r"[A-Z]{2,}")


def _modifiers_start(tokens: Sequence[Token], head: int, rules: EntityRules, limit: int, nouns: bool = True,
                     participle: bool = True) -> int:
    start = head
    title_from: int | None = None  # where the capitalized modifiers of a Title Case name start
    while start > 0 and head - start < limit:
        previous = tokens[start - 1]
        if start > 1 and tokens[start].lower not in rules.metric_head_words and _coordinated_modifier(tokens, start, head, rules):
            start -= 2  # 'character/word error rate', 'validation and test perplexity'
            continue
        if previous.lower in rules.metric_strong and start == head and tokens[head].lower not in _SCORE_HEADS:
            break  # 'accuracy loss': the measure is accuracy (but 'BLEU scores' is one measure)
        if previous.lower == "peak" and start == head and _reaches_a_best(tokens[head], rules):
            break  # 'achieving peak PSNR values of 24.96 dB': the best value reached ('peak memory' is one measure)
        if title_from is not None and previous.text.islower() and previous.lower not in rules.metric_modifiers:
            break  # 'a distinct Safety Alignment Margin': a Title Case name ends its lower-case modifiers
        next_to_head = participle and (start == head or _participle_leads(tokens, start - 1, rules))
        strong_head = start == head and participle and (
            tokens[head].lower in rules.metric_strong or _metric_name(rules, tokens[head].text))  # fmt: skip
        if not _is_metric_modifier(previous, rules, next_to_head=next_to_head, nouns=nouns, strong_head=strong_head):
            if _title_modifier(previous, tokens[start], rules):
                title_from = start if title_from is None else title_from
            else:
                if start > 1 and previous.lower.endswith("ing") and _gerund_after_value(tokens, start - 1, rules):
                    start -= 1  # 'a 100% landing success rate': a noun in -ing after the value names what succeeded
                break
        if start > 1 and previous.text.isupper() and _VALUE_TOKEN.fullmatch(tokens[start - 2].text) \
                and _ACRONYM.fullmatch(previous.text):  # (an acronym is upper-case: the cheap test first)
            break  # '3.6 MB memory usage', '77 FPS inference speed': a unit after its value
        if start > 1 and previous.text.isalpha() and _verb_marked(tokens[start - 2].lower, previous.text, rules):
            break  # 'to trade accuracy', 'we compute scores', 'dramatically amplify attack success': a verb
        start -= 1
    if start == head - 1 and start > 1 and tokens[start - 1].lower in ("and", "or") \
            and _coordinated_modifier(tokens, start, head, rules) and not _ends_a_phrase(tokens, start - 2, rules):  # fmt: skip
        start -= 2  # 'storage and computational costs' (the coordination, past a weak head's one modifier)
    if title_from is not None and start > 0 and _TITLE_NAME_WORD.fullmatch(tokens[start - 1].text) \
            and not tokens[start].sentence_start:  # fmt: skip
        # 'Target Registration Error', 'Receiver Operating Characteristic Curve': a Title Case name goes on
        # beyond its modifiers, and is left whole to the name rules
        return title_from
    return start


def _participle_leads(tokens: Sequence[Token], index: int, rules: EntityRules) -> bool:
    """Whether a participle away from the head starts the measure's name: after an aggregate word, which names
    how the measured values are pooled ('the total failed task rate', 'the average completed subtask count'),
    and no verb of the measure lexicons. After an article or a coordinator a participle away from the head is as
    often a condition or a verb ('at the fixed acceptance rate', 'and analyzed cumulative error')."""
    if index == 0 or tokens[index].lower in _not_nouns(rules.rules):
        return False
    return tokens[index - 1].lower in _AGGREGATES and tokens[index - 1].text.islower()


_TITLE_NAME_WORD = re.compile(r"[A-Z][\w\-–']*")


def _reaches_a_best(head: Token, rules: EntityRules) -> bool:
    """Whether 'peak' before ``head`` says the best value reached, not a measure of its own: a quality measure
    ('peak accuracy', 'peak PSNR', 'peak F1'); before a resource ('peak memory', 'peak throughput') the peak is
    what is measured."""
    lower = head.lower
    if lower in _PEAK_MEASURED:
        return False
    return lower in rules.metric_strong or (not head.text.islower() and _metric_name(rules, head.text))


# strong heads whose peak is a measure of its own (the maximum over a run)
_PEAK_MEASURED = frozenset(["throughput", "latency"])


def _title_modifier(token: Token, following: Token, rules: EntityRules) -> bool:
    """A capitalized word inside a measure's name written in Title Case ('Phoneme Error Rate', 'Macro F1 score'):
    the word after it is capitalized too, and in lower case the word modifies measures."""
    text = token.text
    if token.sentence_start or not following.text[:1].isupper() or not _TITLE_WORD.fullmatch(text):
        return False
    if token.lower in rules.stop_words or _entry(rules, text) is not None:
        return False
    return rules.modifier_kind(token.lower) in (MODIFIES, MODIFIES_AS_NOUN)


def _gerund_after_value(tokens: Sequence[Token], index: int, rules: EntityRules) -> bool:
    """Whether a lower-case word in -ing stands as a noun before a compound measure because a value comes right
    before it ('a 100% landing success rate', '92% grasping success rate'); after a verb or an article it is a verb
    or an adjective ('improving success rate', 'the resulting error rate')."""
    token = tokens[index]
    lower = token.lower
    if not (token.text.isalpha() and token.text.islower() and lower.endswith("ing")) or lower in rules.modifier_stops \
            or lower in _context_words(rules.rules) or lower in _not_nouns(rules.rules):  # fmt: skip
        return False  # 'by 5% surpassing accuracy': a verb
    before = index - 1
    if before > 0 and tokens[before].text in _VALUE_UNITS and tokens[before].start == tokens[before - 1].end:
        before -= 1  # '100 %' as two tokens
    return _NUMBER_TOKEN.fullmatch(tokens[before].text) is not None and any(ch.isdigit() for ch in tokens[before].text)


_VALUE_UNITS = frozenset(["%", "x", "×"])


def _compound_before(tokens: Sequence[Token], head: int, rules: EntityRules) -> bool:
    """Whether a noun stands right before a weak head ('collapse rate', 'memory footprint', 'environment
    overhead'): the compound is a measure's name, and it takes the modifiers a strong head takes."""
    if head == 0 or tokens[head - 1].sentence_start:
        return False
    lower = tokens[head - 1].lower
    return lower in rules.metric_modifiers or rules.modifier_kind(tokens[head - 1].text) == MODIFIES_AS_NOUN


def _coordinated_modifier(tokens: Sequence[Token], start: int, head: int, rules: EntityRules) -> bool:
    """Whether a modifier of measures is coordinated with the word at ``start``: 'validation and test perplexity',
    'character/word error rate' (both modifiers of measures), or two modifiers before a plural head, which then
    names one measure for each ('computational and memory costs', 'storage and computational costs'; not 'noise
    and computational efficiency', where the first word ends another phrase)."""
    joint, other, word = tokens[start - 1], tokens[start - 2], tokens[start]
    if other.sentence_start:
        return False
    if word.lower not in rules.metric_modifiers or other.lower not in rules.metric_modifiers:
        return joint.lower in ("and", "or") and start + 1 == head and _looks_plural(tokens[head].lower) \
            and _plain_modifier(word, rules) and _plain_modifier(other, rules) \
            and not _ends_a_phrase(tokens, start - 2, rules)  # fmt: skip
    if joint.text == "/":
        return other.end == joint.start and joint.end == word.start
    return joint.lower in ("and", "or")


def _ends_a_phrase(tokens: Sequence[Token], index: int, rules: EntityRules) -> bool:
    """Whether the word at ``index`` is the head of a noun phrase of its own, a noun or -ing word before it: 'policy
    generalization and success rates', 'human labeling effort and inference costs', 'training complexity and
    deployment costs' (not 'reducing storage and computational costs', 'high computational and memory costs')."""
    if index == 0 or tokens[index].sentence_start:
        return False
    before = tokens[index - 1]
    lower = before.lower
    if not before.text.isalpha() or not before.text.islower() or lower in rules.stop_words or lower in _context_words(rules.rules):
        return False
    return lower in rules.metric_modifiers or lower.endswith("ing") or rules.modifier_kind(before.text) == MODIFIES_AS_NOUN


def _plain_modifier(token: Token, rules: EntityRules) -> bool:
    """A lower-case word that modifies measures and is no measure itself ('computational', 'storage', 'memory')."""
    return token.text.isalpha() and token.text.islower() and token.lower not in rules.metric_head_words \
        and rules.modifier_kind(token.text) in (MODIFIES, MODIFIES_AS_NOUN)  # fmt: skip


def _verb_marked(before: str, word: str, rules: EntityRules) -> bool:
    """Whether ``word`` reads as a verb after ``before``: after a modal or a subject pronoun ('we compute
    scores'); after 'to' or an adverb when it could only be a noun modifier ('to expand scenario coverage',
    'dramatically amplify attack success'; but 'due to factual correctness')."""
    if before in _VERB_MARKERS:
        return True
    return (before == "to" or before.endswith("ly")) and rules.modifier_kind(word) == MODIFIES_AS_NOUN


# words after which a lower-case word is a verb, not a noun: modals, subject pronouns, relative pronouns and the
# plural subjects of findings ('Our results highlight cyclic consistency as ...')
_VERB_MARKERS = frozenset(["can", "could", "may", "might", "will", "would", "should", "must", "we", "they", "i",
                           "you", "not", "also", "cannot", "often", "does", "do", "did", "which", "who",
                           "results", "findings", "experiments", "analyses", "studies", "evaluations"])  # fmt: skip


def _metric_canonical(surface: str, head: Token, entry: tuple[str, str, str | None] | None, rules: EntityRules) -> str:
    whole = _entry(rules, surface)
    if whole is not None and whole[0] == "metric" and whole[2]:
        return whole[2]
    if entry is not None and entry[2] and surface == head.text:
        return entry[2]
    words = surface.replace("–", "-").split()
    last = words[-1]
    lower_last = last.lower()
    if lower_last.endswith("s") and lower_last[:-1] in rules.metric_weak | rules.metric_strong:
        words[-1] = last[:-1]
    return " ".join(words).lower()


# with a scheme, or a bare host with a path ('anonymous.4open.science/r/X', 'group.github.io/research/DSG')
def _join_hyphenated_metrics(view: TextView, metrics: list[Mention]) -> list[Mention]:
    """'F1-score', 'BLEU-score': the tokenizer splits the hyphen, the measure is one name."""
    joined: list[Mention] = []
    for mention in sorted(metrics, key=lambda m: (m.start, m.end)):
        previous = joined[-1] if joined else None
        if previous is not None and view.text[previous.end : mention.start] == "-" and mention.end - mention.start <= 6:
            generic_head = view.text[mention.start : mention.end].lower() in ("score", "scores", "measure", "metric")
            if not generic_head and view.text[previous.start : previous.end].islower():
                joined.append(mention)  # 'accuracy-cost balancing': two measures
                continue
            canonical = previous.canonical if generic_head else view.text[previous.start : mention.end].lower()
            joined[-1] = Mention(previous.start, mention.end, "metric", previous.rule, previous.priority,
                                 canonical=canonical)  # fmt: skip
            continue
        joined.append(mention)
    return joined
