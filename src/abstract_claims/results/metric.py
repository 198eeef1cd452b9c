"""The metric role: what a value measures, as a metric claim or as the words that say it (guidelines,
clarifications 5 and 7). Each way of finding it is a rule of its own (``result/metric-...``)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from ..drafts import Draft
from ..entities import TextView
from .base import (
    COMPARATIVE_GAP,
    DETERMINERS,
    ClauseCache,
    Role,
    Within,
    is_system_noun,
    range_end,
    range_start,
)
from .lexicons import ResultRules


def _is_symbol_math(view: TextView, start: int, end: int) -> bool:
    surface = view.text[start:end].strip()
    return bool(surface) and len(surface) <= 3 and view.markup.in_math(start)


CLOSED_ITEM = re.compile(r"\s*\)\s*[,;]")  # the value's parentheses close, then a new item opens ('(gain of 0.24), mIoU')


# a measure that labels a value of its own: 'precision: 0.481', 'RMSE = 1.49', 'SD=2.01'
_LABEL_OF_NEXT_VALUE = re.compile(r"\s*[:=]\s*[+\-−]?\d")
# what may stand between a value and the measure written after it
_COMPARATIVE_GAP = re.compile(COMPARATIVE_GAP)
_OF_GAP = re.compile(r"\s+of\s+(?:the\s+|its\s+)?")
_FOR_GAP = re.compile(r"\s+for\s+(?:the\s+|its\s+|their\s+)?")
# a measure's own value after it: 'recall of 0.83', 'ROC-AUC by 6.2%', 'chrF++ 28.91'
_VALUE_OF_NEXT = re.compile(r"\s+(?:of|=|:|by)\s|\s*[+\-−]?\d")
# between a label and its value: 'F1: ', 'AUROC=', 'Dice $=$ '
_PART_OF_WORD = re.compile(r"[\w\-@^]")
_LABEL_GAP = re.compile(r"\s*(?:\$\s*)?[:=](?:\s*\$)?\s*[~≈]?\s*\$?\s*")


def metric_for(view: TextView, number: Draft, clause: tuple[int, int], metrics: Within,
               claimed: set[int], rules: ResultRules, cache: ClauseCache) -> Role | None:  # fmt: skip
    """The symbol the value is assigned to, a measure written right after it, or the nearest one before."""
    text = view.text
    symbol = number.fields.get("symbol")
    if symbol:
        found = text.rfind(symbol, clause[0], number.start)
        if found >= 0:
            return Role(symbol, span=(found, found + len(symbol)), rule="result/metric-symbol-of-value")
    # 'F1: 91.35%', '(AUROC=0.78)', 'intersection over union = 0.98': a measure claim the value is given to by ':'
    # or '=' is its measure, before any measure written after it (the next label of a list) or earlier
    # ('accuracy: 98% Dice Similarity Score' is a heading's colon, the measure follows the value; the label of
    # 'micro-F1-Score=0.67' is the whole word, read by the label rule below)
    for metric in metrics.reversed_between(max(clause[0], number.start - _NEAR), number.start):
        if metric.end <= number.start and _LABEL_GAP.fullmatch(text, metric.end, range_start(number)) \
                and not _PART_OF_WORD.match(text, max(0, metric.start - 1)) \
                and not any(not text[range_end(number) : after.start].strip()
                            for after in metrics.between(range_end(number), range_end(number) + 3)):
            return Role(text[metric.start : metric.end], metric, rule="result/metric-label-of-value")
        break
    tail = range_end(number)
    for metric in metrics.between(tail, tail + _NEAR):
        between = text[tail : metric.start]
        if tail <= metric.start and (len(between) <= 4 or _COMPARATIVE_GAP.fullmatch(between)
                                     or _OF_GAP.fullmatch(between)  # '98.6% of the accuracy'
                                     # 'an improvement up to 13.68% for the mean IoU and up to 17.88% for the mean
                                     # accuracy': a measure claim right after 'for' is what the value measures
                                     or _FOR_GAP.fullmatch(between)):  # fmt: skip
            if CLOSED_ITEM.match(between):
                break  # '(absolute gain of 0.24), pathology grounding mIoU from ...': the next item's measure
            if "(" in between and _LABEL_OF_NEXT_VALUE.match(text, metric.end):
                break  # 'F1-score of 0.624 (precision: 0.481, recall: 0.887)': a label of the values in parentheses
            if "," in between and _VALUE_OF_NEXT.match(text, metric.end):
                continue  # 'a precision of 0.87, recall of 0.83', 'F1 by 7.3%, ROC-AUC by 6.2%', 'BLEU 44.23, chrF++
                # 28.91': the next value's
            return Role(text[metric.start : metric.end], metric, rule="result/metric-after-value")
    # '40.00% key frame localization accuracy', '45.27% robust accuracy on MNIST': a measure with its modifiers
    # (guidelines, clarification 5); '96% cost reduction': the measure a change noun after the value changes
    modified = _modified_measure_after(view, tail, clause, metrics, rules) or \
        _named_change_after(view, tail, clause, metrics, rules)  # fmt: skip
    if modified is not None:
        return modified
    # '0.37 mm and 0.39 mm in terms of surface distance': the measure named after the value or its list
    terms = _IN_TERMS_OF_AFTER.match(text, tail, clause[1]) if text.find("terms", tail, clause[1]) != -1 else None
    rule = "result/metric-in-terms-of-after-value"
    if terms is None and "in terms of" in text[tail : min(clause[1], tail + 120)]:
        # 'obtains up to +8% improvement on other open-source models in terms of instruction following', 'by
        # about 15.57% on the Twitter2018 dataset in terms of the average F1 score': a change noun and the
        # compared system or the data the value was measured on stand between
        terms, rule = _IN_TERMS_OF_AFTER_SCOPE.match(text, tail, clause[1]), "result/metric-in-terms-of-after-scope"
    if terms is not None:
        first, words = _words_until_stop(text, terms.end(), clause[1], rules)
        role = _phrase_from(view, first, words, metrics, rules, rule)
        if role is not None:
            return role
    # 'a 23.7% increase in vocabulary diversity', '17.3% higher lexical variation', 'by over 10% in runtime':
    # the measure is a phrase after the value (guidelines, clarification 7)
    phrase = _measure_phrase_after(view, tail, clause, metrics, rules)
    if phrase is not None:
        return phrase
    # '+14.7 ROUGE-L, +6.18 SARI': a measure's acronym right after a signed change
    if text[number.start : number.start + 1] in "+-−":
        acronym = _ACRONYM_AFTER.match(text, tail, clause[1])
        if acronym is not None:
            return Role(acronym.group("np"), span=acronym.span("np"), rule="result/metric-acronym-after-signed-value")
    # '40-53% of our top candidates were validated as interesting', 'solved fewer than 5% of them': a share
    # is measured by what holds for its items, or by the verb that counts them
    share = _share_measure(view, number, tail, clause, rules)
    if share is not None:
        return share
    # '2.3 times faster', '35% fewer rounds', 'on 61% of datasets': the measure is said by the words after
    # the value, and a measure named earlier in the clause is not it
    implicit = _IMPLICIT_MEASURE.match(text, tail)
    if implicit is not None:
        speed = _SPEED_AFTER.match(text, tail, clause[1])
        if speed is not None:  # '4.24x faster inference', '6x faster training' (clarification 7): the words say it
            first, words = _words_until_stop(text, speed.end(), clause[1], rules)
            role = _phrase_from(view, first, words, metrics, rules, "result/metric-speed-phrase-after-value")
            if role is not None and role.draft is None and role.span is not None:
                start = speed.start("comparative")
                return Role(text[start : role.span[1]], span=(start, role.span[1]),
                            rule="result/metric-speed-phrase-after-value")
        return None
    # 'achieves 72.0% success on X', 'reaches a 26% annualized return', 'yields 3.2x end-to-end acceleration':
    # the words after a value a result verb reports say what was measured (guidelines, clarification 7)
    plain = _plain_measure_after(view, number, tail, clause, metrics, rules)
    if plain is not None:
        return plain
    # 'reducing training costs by up to 4.4x', 'Rhyme density increased by 34.2%', 'achieved an area under
    # curve of 76%': the phrase the change verb governs, right before the value
    phrase = _measure_phrase_before(view, range_start(number), clause, metrics, rules,
                                    (_VERB_OBJECT_BEFORE, _NAMED_OF_BEFORE, _LISTED_OF_BEFORE,
                                     _VERB_OBJECT_PARENTHESIS))
    if phrase is not None:
        return phrase
    # 'improving F1 by 7.3%, ROC-AUC by 6.2%, and CMAP by 6.6%': an item of a list of 'M by V' that a change
    # verb governs names its own measure
    listed = _listed_by_item(view, range_start(number), clause, metrics, rules)
    if listed is not None:
        return listed
    # 'lowers $\varphi$ to $0.38$': a symbol in a formula just before 'to N'
    near = max(clause[0], number.start - _NEAR)  # (tried only where the window ends so: ~9 us a search)
    symbol_before = _SYMBOL_BEFORE.search(text, near, number.start) \
        if text[near : number.start].rstrip().endswith(("to", "from", "of", "=")) else None  # fmt: skip
    if symbol_before and _is_symbol_math(view, symbol_before.start(1), symbol_before.end(1)):
        start = symbol_before.start(1)
        return Role(symbol_before.group(1), span=(start, start + len(symbol_before.group(1))),
                    rule="result/metric-symbol-before-value")
    # 'the largest gains in reasoning depth (+19.4%) and argument quality (+34.1%)', 'rated highly for correctness
    # (mean 3.24/4, ...)': the quality named right before a value that opens a parenthesis
    quality = _quality_before_parenthesis(view, number, clause, metrics, rules)
    if quality is not None:
        return quality
    # 'HD: 19.73', 'MAE=0.0050', 'precision = 0.73': the label the value is given to, in a list of 'label: value'
    label = _LABEL_OF_VALUE.search(text, max(clause[0], number.start - 40), number.start)
    if label is not None and label.group("np").lower() not in rules.vague_measures | _NOT_LABELS:
        start, end = label.span("np")
        named = metrics.starting_at(start)
        if named is not None and named.end == end:
            return Role(text[start:end], named, rule="result/metric-label-of-value")
        if text[start].islower():  # 'sensitivity=74%'; a capitalised label may as well name a subset or a system
            return Role(text[start:end], span=(start, end), rule="result/metric-label-of-value")
    # the nearest metric before the value, with no new sub-clause between (a break before one metric lies
    # before every earlier one too)
    for metric in metrics.reversed_between(clause[0], number.start):
        if metric.end > number.start:
            continue
        if id(metric) in claimed and not _OPENS_RIGHT_AFTER.fullmatch(text, metric.end, number.start):
            continue  # another value's measure, but for 'reaches 92.6% accuracy (95.1% on unrelated pairs)'
        if id(metric) in claimed:
            return Role(text[metric.start : metric.end], metric, rule="result/metric-before-parenthesized-value")
        if cache.any_match_within(_SUBCLAUSE_BREAK, clause, metric.end, range_start(number)):
            break
        return Role(text[metric.start : metric.end], metric, rule="result/metric-before-value")
    phrase = _measure_phrase_before(view, range_start(number), clause, metrics, rules, (_SUBJECT_VERB_BEFORE,))
    if phrase is not None:
        return phrase
    # 'ECC significantly improves LLM capability ranking quality, outperforming ... by 17.64': the measure
    # is what the verb improves, when that names a quality of the output
    improved = cache.last_match_before(_IMPROVED_QUALITY, clause, number.start)
    if improved is not None and len(improved.group("np").split()) > 1:
        start = improved.start("np")
        return Role(improved.group("np"), span=(start, start + len(improved.group("np"))),
                    rule="result/metric-improved-quality")
    return None


_NEAR = 100  # how far from the value a measure written next to it can stand
# a label given a value: 'HD: ', 'MAE=', '(RMSE = ', 'R2 =' right before it (one word, after a clause break or a list
# separator, never a sentence's 'Result:' nor a ratio 'a:b')
_LABEL_OF_VALUE = re.compile(r"(?:^|[(,;]\s*|\band\s+)(?P<np>[A-Za-z][\w\-@^]{0,15})\s*(?:=|:)\s*[~≈]?\s*$")
_NOT_LABELS = frozenset(["result", "results", "note", "e.g", "i.e", "average", "mean", "overall", "total", "ratio", "score",
                         "scores", "value", "values", "step", "steps", "n", "k", "p", "alpha", "beta", "lambda"])

# a value opening a parenthesis: '(+19.4%', '(mean 3.24/4'
_OPENS_VALUE = re.compile(r"\(\s*(?:(?:mean|average|avg\.?|median)\s+)?[+\-−~≈]?\s*$")
_QUALITY_WORD = r"(?!(?:via|with|by|on|of|at|from|to|than|over|under|across|using|as|and|or|both|all|each)\b)[a-z][a-z\-]*"
_QUALITY = _QUALITY_WORD + r"(?:\s+" + _QUALITY_WORD + r"){0,3}"
# 'in A (v1), B (v2) and C (' before the value: every item a lower-case quality and its value in parentheses
_QUALITY_ITEMS = re.compile(r"(?P<before>\b[\w\-]+\s+)?\b(?:in|for)\s+(?:the\s+|their\s+|its\s+)?(?:" + _QUALITY + r"\s*\([^()]{1,60}\)\s*"
                            r"(?:,\s*(?:and\s+)?|\s+and\s+))*(?P<np>" + _QUALITY + r")\s*\(\s*"
                            r"(?:(?:mean|average|avg\.?|median)\s+)?[+\-−~≈]?\s*$")


# the later items of a list of 'quality (value)'
_QUALITY_TAIL = re.compile(r"(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+)" + _QUALITY + r"\s*\([^()]*\))+")
_MEASURE_NOUNS = frozenset(["scores", "score", "frequencies", "frequency", "rates", "rate", "values", "results"])


def _quality_before_parenthesis(view: TextView, number: Draft, clause: tuple[int, int], metrics: Within,
                                rules: ResultRules) -> Role | None:  # fmt: skip
    """'with the largest gains in reasoning depth (+19.4%) and argument quality (+34.1%)', 'strongest for
    truthfulness (+1.25 points)': a lower-case quality after 'in' / 'for' (or a later item of such a list) right
    before a value that opens a parenthesis is what the value measures; not a plural head (the items measured
    on: 'for unrelated pairs (95.1%)'), a stop word, a vague measure or a system."""
    text = view.text
    start = range_start(number)
    window_start = max(clause[0], start - 200)
    if not _OPENS_VALUE.search(text, max(window_start, start - 12), start):
        return None
    found = _QUALITY_ITEMS.search(text, window_start, start)
    if found is None:
        return None
    words = found.group("np").split()
    if any(word in rules.phrase_stops or word in DETERMINERS for word in words) or \
            (words[-1].endswith("s") and not words[-1].endswith("ss")):  # fmt: skip
        return None
    before = (found.group("before") or "").strip().lower()
    if before in rules.metric_heads or before.rstrip("s") in rules.metric_heads or before in _MEASURE_NOUNS:
        return None  # 'the highest frequencies for malaria (7.7%)': the measure is named before, these are its classes
    closing = text.find(")", number.end, clause[1])
    if closing < 0 or any(metrics.between(number.end, closing)) or re.search(r"\bon\s", text[number.end : closing]):
        return None  # 'in lane segment detection (37.4% vs. 33.6% on mAP)': the parenthesis names the measure
    tail = _QUALITY_TAIL.match(text, closing + 1, clause[1])
    head = _WORD_AFTER.match(text, tail.end() if tail else closing + 1, clause[1])
    if head is not None and head.group(1).islower() and head.group(1) not in rules.phrase_stops:
        return None  # 'in density (56.8%), ..., and malignancy (52.8%) classification': modifiers of a head after them
    return _phrase_from(view, found.start("np"), found.group("np"), metrics, rules, "result/metric-quality-before-parenthesis")
_SYMBOL_BEFORE = re.compile(r"(\S{0,2}[^\W\d]\S{0,2})\s+(?:to|from|of|=)\s*$")
_IMPROVED_QUALITY = re.compile(
    r"\b(?:improves?|improving|increases?|enhances?|boosts?|reduces?|lowers?)\s+"
    r"(?P<np>(?:[\w\-]+\s+){0,4}?(?:quality|performance|efficiency|effectiveness|robustness|reliability|fidelity|"
    r"stability))\b")
_CHANGE_NOUN_AFTER = re.compile(r"\s*(?:absolute\s+|relative\s+|average\s+)?(?:increase|improvement|reduction|gain|"
                                r"drop|decrease|boost|decline|rise|uplift|enhancement)s?\s+(?:in|of)\s+"
                                r"(?:the\s+|its\s+|their\s+|our\s+)?")
_COMPARATIVE_AFTER = re.compile(r"\s*(?:\$?\\times\$?\s*|×\s*)?(?:higher|lower|more|less|better|worse|greater|smaller|fewer|larger)\s+")
_ACRONYM_AFTER = re.compile(r"\s+(?P<np>[A-Z][A-Z0-9\-]{1,9})(?=\s*(?:[,;.)]|on\b|and\b|in\b|over\b|$))")
# 'in terms of' after the value, or after the rest of its list: values, units, '$\pm$', commas and 'and'
_IN_TERMS_OF_AFTER = re.compile(r"(?:\s*(?>,|and\b|\$|\\pm|±|\\times|×|[-+]?\d[\d.]*+(?:\s*(?:\\?%|(?!in\b)[a-zA-Z]{1,3}\b))?))*+"
                                r"\s+in\s+terms\s+of\s+(?:the\s+|its\s+|their\s+)?")
_SCOPE_STOP = r"(?:and|or|but|while|whereas|which|that|where|who|is|are|was|were|also|has|have)\b"
# the value's change noun, then one scope phrase with no value, verb or punctuation of its own, then 'in terms of'
_IN_TERMS_OF_AFTER_SCOPE = re.compile(
    r"\s*(?:(?:absolute\s+|relative\s+|average\s+)?(?:improvements?|gains?|increases?|reductions?|decreases?|drops?|"
    r"margins?)\s+)?(?:on\s+average\s+|averaged\s+)?(?:on|over|across|against|compared\s+(?:to|with)|than|relative\s+to)\s+"
    r"(?:(?!" + _SCOPE_STOP + r")[A-Za-z][\w\-]*\s+){0,6}?(?!" + _SCOPE_STOP + r")[A-Za-z][\w\-]*(?:\s+on\s+average)?"
    r"\s+in\s+terms\s+of\s+(?:the\s+|its\s+|their\s+)?")
_OPENS_RIGHT_AFTER = re.compile(r"\s*\(\s*(?:~|about\s+|around\s+|up\s+to\s+)?")
_IN_AFTER = re.compile(r"\s+in\s+(?:the\s+|terms\s+of\s+)?")
_AMOUNT_LEAD = r"(?:up\s+to|about|over|nearly|approximately|roughly|around|almost|more\s+than|a\s+factor\s+of)?\s*"
# 'improves OCR-F1 over the strongest baseline by 85.3 percent', 'speeds up ImageNet gFID convergence by up to 10x': the
# object of a change verb (a digit inside a word is part of its name), past a compared system before 'by'
_OBJECT_CHARACTER = r"(?:[^,;:()\d]|(?<=[A-Za-z])\d)"
_VERB_OBJECT_BEFORE = re.compile(
    r"\b(?:reduc|lower|improv|increas|boost|accelerat|cut|decreas|shrink|rais|enhanc|speed|sav)(?:e|es|ed|ing|s)?\s+"
    r"(?:up\s+(?!to\b))?(?!upon\b|over\b|on\b|by\b|ranging\b|varying\b|up\b)(?P<np>" + _OBJECT_CHARACTER + r"{1,80}?)"
    r"(?:\s+(?:over|against|compared\s+(?:to|with)|relative\s+to)\s+[^,;:()\d]{1,60}?)?\s+(?:by|to|from)\s+"
    + _AMOUNT_LEAD + r"$")
# 'reduces the peak memory during training (on average 3.49X)': the value in parentheses after the object
_VERB_OBJECT_PARENTHESIS = re.compile(
    r"\b(?:reduc|lower|improv|increas|boost|accelerat|cut|decreas|shrink|rais|enhanc|speed|sav)(?:e|es|ed|ing|s)?\s+"
    r"(?!upon\b|over\b|on\b|by\b|up\b)(?P<np>(?:(?!\band\b)[^,;:()\d]){1,80}?)(?:\s+[a-z]+ly)?\s*\(\s*(?:by\s+)?"
    r"(?:on\s+average\s+|an?\s+average\s+of\s+)?" + _AMOUNT_LEAD + r"$")
_CHANGE_VERB = (r"(?:increased|decreased|improved|dropped|rose|fell|declined|grew|increasing|decreasing|improving|"
                r"dropping|rising|falling|went\s+(?:up|down)|increases?|decreases?|improves?|drops?|rises?|falls?|"
                r"declines?|grows?)")
_SUBJECT_VERB_BEFORE = re.compile(
    r"(?P<np>[^,;:()\d]{1,80}?)(?:\s*\([^()]*\))?\s+" + _CHANGE_VERB + r"(?:\s+(?:by|from|to))?\s+" + _AMOUNT_LEAD + r"$")
# a new sub-clause between a measure and a value: 'F1@3 increases from 37.0 to 54.5 while grounding rises from 47.6'
_SUBCLAUSE_BREAK = re.compile(r"\b(?:while|whereas)\b|;")
# 'with area efficiency of 63.8%, delay efficiency of 65.9%': a short measure phrase, no verb in it
# 'a Normalized Surface Dice (NSD) of 72.3': the measure's acronym between its name and 'of'
_ACRONYM_BEFORE_OF = r"(?:\s*\([A-Za-z][\w\-/@]{0,11}\))?"
_LISTED_OF_BEFORE = re.compile(
    r"(?:\bwith\s+|,\s*(?:and\s+)?|\(\s*|(?<=[\d%])\s+and\s+)(?:an?\s+|the\s+)?(?!with\b|and\b)"
    r"(?P<np>(?:(?![a-z]+(?:ing|ed)\b)[A-Za-z][\w\-]*\s+){0,2}(?![a-z]+(?:ing|ed)\b)[A-Za-z][\w\-]*)" + _ACRONYM_BEFORE_OF +
    r"\s+of\s+" + _AMOUNT_LEAD + r"$")
_NAMED_OF_BEFORE = re.compile(
    r"\b(?:achiev|reach|attain|obtain|yield|record|report|includ|exhibit|deliver|maintain|retain)\w*\s+(?:an?\s+|the\s+)?"
    r"(?P<np>[^,;:()\d]{1,60}?)" + _ACRONYM_BEFORE_OF + r"\s+of\s+" + _AMOUNT_LEAD + r"$")
# what each measure-phrase pattern needs right before the value: a cheap test that skips the search when the
# words there cannot end a match ('12.3%, 45.6%' in a long list); keyed by the pattern's id, as is _PHRASE_RULES (a
# compiled pattern hashes its whole code at every lookup)
_TAILS = {id(pattern): tail for pattern, tail in [
    (_VERB_OBJECT_BEFORE, re.compile(r"\s+(?:by|to|from)\s+" + _AMOUNT_LEAD + r"$")),
    (_NAMED_OF_BEFORE, re.compile(r"\s+of\s+" + _AMOUNT_LEAD + r"$")),
    (_LISTED_OF_BEFORE, re.compile(r"\s+of\s+" + _AMOUNT_LEAD + r"$")),
    (_VERB_OBJECT_PARENTHESIS, re.compile(r"\(\s*(?:by\s+)?(?:on\s+average\s+|an?\s+average\s+of\s+)?" + _AMOUNT_LEAD + r"$")),
    (_SUBJECT_VERB_BEFORE, re.compile(r"\s+" + _CHANGE_VERB + r"(?:\s+(?:by|from|to))?\s+" + _AMOUNT_LEAD + r"$")),
]}
# the rule each measure-phrase pattern stands for
_PHRASE_RULES = {id(pattern): rule for pattern, rule in {
    _CHANGE_NOUN_AFTER: "result/metric-change-noun-after-value",  # 'a 23.7% increase in vocabulary diversity'
    _COMPARATIVE_AFTER: "result/metric-comparative-after-value",  # '17.3% higher lexical variation'
    _IN_AFTER: "result/metric-in-after-value",  # 'by over 10% in runtime'
    _VERB_OBJECT_BEFORE: "result/metric-object-of-change-verb",  # 'reducing training costs by up to 4.4x'
    _NAMED_OF_BEFORE: "result/metric-achieved-of",  # 'achieved an area under curve of 76%'
    _LISTED_OF_BEFORE: "result/metric-listed-of",  # 'with area efficiency of 63.8%, delay efficiency of 65.9%'
    _VERB_OBJECT_PARENTHESIS: "result/metric-object-before-parenthesized-value",  # 'reduces memory (on average 3.49X)'
    _SUBJECT_VERB_BEFORE: "result/metric-subject-of-change-verb",  # 'Rhyme density increased by 34.2%'
}.items()}


# an item 'M by V' after a list separator, ending at the value
_BY_ITEM_TAIL = re.compile(r"(?:,\s*(?:and\s+)?|\s+and\s+)(?P<np>(?:[A-Za-z][\w\-@/.]*\s+){0,4}[A-Za-z][\w\-@/.]*)\s+by\s+"
                           + _AMOUNT_LEAD + r"$")
# the item before it, up to where the separator starts: 'M by V', a parenthesis after the value allowed
# ('by 8.43% (from 23.32% to 14.89%)')
_BY_ITEM_BEFORE = re.compile(r"(?P<np>(?:[A-Za-z][\w\-@/.]*\s+){0,5}[A-Za-z][\w\-@/.]*)\s+by\s+[^\s,;()][^,;()]{0,30}?"
                             r"(?:\s*\([^()]{0,80}\))?\s*$")
# how _BY_ITEM_TAIL ends: from its 'by' to the value
_BY_AMOUNT = re.compile(r"by\s+" + _AMOUNT_LEAD)
_SEPARATOR_BEFORE = re.compile(r"(?:,\s*(?:and\s+)?|\s+and\s+)$")
_CHANGE_VERB_WORD = re.compile(r"(?:reduc|lower|improv|increas|boost|cut|decreas|rais|enhanc|accelerat|shrink|"
                               r"lift|elevat|diminish|shorten)(?:e|es|ed|ing|s)?", re.IGNORECASE)


def _listed_by_item(view: TextView, start: int, clause: tuple[int, int], metrics: Within,
                    rules: ResultRules) -> Role | None:  # fmt: skip
    """'reducing the required sequence length by up to 85% and inference time by up to 82%': the measure of
    an item after the first of a list of 'M by V' whose first item a change verb governs (not 'outperforms
    GPT-4 by 5% and Claude by 3%': those are systems compared with)."""
    text = view.text
    window_start = max(clause[0], start - 100)
    # the item ends in 'by', an amount word and the value; no amount word holds 'by', so that 'by' is the last one
    # in the window: read it there first (the search tries the list's words at every start, ~100 us in a list)
    by = text.rfind("by", window_start, start)
    item = _BY_ITEM_TAIL.search(text, window_start, start) \
        if by > window_start and _BY_AMOUNT.fullmatch(text, by, start) else None  # fmt: skip
    if item is None:
        return None
    position = item.start()  # where the item's separator starts
    for _ in range(8):  # back over the items before it, to the verb that governs the first
        earlier = _by_item_before(text, max(clause[0], position - 160), position)
        if earlier is None:
            return None
        words = earlier.group("np").split()
        verbs = [i for i, word in enumerate(words) if _CHANGE_VERB_WORD.fullmatch(word)]
        if verbs and verbs[-1] < len(words) - 1:
            governed = [word.lower() for word in words[verbs[-1] + 1 :]]
            if is_system_noun(governed[-1], rules) or "like" in governed or "as" in governed:
                return None  # 'boosting baselines like Coconut by +8.2% and CODI by +3.0%': systems
            own = item.group("np").split()
            if len(own) > 1 and own[0].lower() in rules.result_verbs | rules.comparison_verbs:
                return None  # 'improves accuracy by 5.4%, surpassing the previous state-of-the-art by 4.3%'
            first, phrase = _words_until_stop(text, item.start("np"), item.end("np"), rules)
            return _phrase_from(view, first, phrase, metrics, rules, "result/metric-listed-by-item")
        separator = _SEPARATOR_BEFORE.search(text, max(clause[0], earlier.start() - 8), earlier.start())
        if separator is None:
            return None
        position = separator.start()
    return None


# a 'by' between white space, as every match of _BY_ITEM_BEFORE holds one after its words
_SPACED_BY = re.compile(r"(?<=\s)by(?=\s)")


def _by_item_before(text: str, start: int, end: int) -> re.Match[str] | None:
    """``_BY_ITEM_BEFORE.search(text, start, end)``, begun where a match can begin at the earliest. A match's words
    (at most six: the last five whole tokens between white space, the first maybe the end of a token) are among
    the six tokens before its 'by', which is the window's first spaced 'by' or a later one; so no match starts
    before the sixth token before that first 'by'. (The search tries the words at every letter of the window,
    ~100 us in a long list; it has no lookbehind, so where it starts changes nothing else.)"""
    by = _SPACED_BY.search(text, start, end)
    if by is None:
        return None
    earliest = start
    tokens = text[start : by.start()].rsplit(None, 6)  # (the first part: all before the six tokens, if there are more)
    if len(tokens) == 7:
        gap = text[start + len(tokens[0]) : by.start()]  # white space, then the sixth token before the 'by'
        earliest = start + len(tokens[0]) + len(gap) - len(gap.lstrip())
    return _BY_ITEM_BEFORE.search(text, earliest, end)


_WORD_AFTER = re.compile(r"\s+([a-z][a-z0-9\-]*)(?=[\s,.;:)])")
_CHANGE_NOUNS = frozenset(["reduction", "improvement", "increase", "decrease", "gain", "drop", "boost", "decline",
                           "speedup", "rise"])
_NO_MODIFIERS = frozenset(["relative", "absolute", "average", "overall", "total", "higher", "lower", "more", "less",
                           "better", "worse", "fewer", "greater", "smaller", "larger", "faster", "slower", "mean",
                           "median", "top", "best", "lowest", "highest", "net", "additional", "extra"])


def _modified_measure_after(view: TextView, tail: int, clause: tuple[int, int], metrics: Within,
                            rules: ResultRules) -> Role | None:  # fmt: skip
    """One to three lower-case modifiers right after the value, then a metric claim ('key frame localization
    accuracy') or a change noun ('cost reduction': the cost). Not a comparative or a statistic ('higher
    accuracy', 'average accuracy' have rules of their own), not a stop word or a verb."""
    text = view.text
    position = tail
    start = None
    for _ in range(4):
        named = metrics.starting_at(position + len(text[position:]) - len(text[position:].lstrip()))
        if named is not None and start is not None:
            return Role(text[start : named.end], named if start == named.start else None, span=(start, named.end),
                        rule="result/metric-modified-after-value")
        word = _WORD_AFTER.match(text, position, clause[1])
        if word is None:
            return None
        lower = word.group(1)
        if lower in _CHANGE_NOUNS and start is not None:
            first, phrase = _words_until_stop(text, start, word.start(1), rules)
            return _phrase_from(view, first, phrase, metrics, rules, "result/metric-modified-after-value")
        if lower in rules.phrase_stops or lower in DETERMINERS or lower in _NO_MODIFIERS or lower.endswith("ly") \
                or lower in rules.result_verbs or lower in rules.vague_measures:  # fmt: skip
            return None
        if start is None:
            start = word.start(1)
        position = word.end(1)
    return None


_NAME_WORD_AFTER = re.compile(r"\$?\s+([A-Za-z][\w\-@/]*(?:\.\d+)?)(?=[\s,.;:)])")
_SPEED_NOUNS = frozenset(["acceleration", "speedup", "speedups", "speed-up", "speed-ups", "savings"])
_UNIT_WORDS = frozenset(["percentage-point", "percentage-points", "point", "points", "pp"])
_SETTING_WORDS = frozenset(["zero-shot", "few-shot", "one-shot", "in-domain", "out-of-domain", "cross-domain",
                            "in-distribution", "out-of-distribution"])
_STATISTIC_WORDS = frozenset(["average", "relative", "absolute", "overall", "mean", "median", "total", "net"])
_CHANGE_NOUN_FORMS = _CHANGE_NOUNS | {noun + "s" for noun in _CHANGE_NOUNS} | {"acceleration", "speed-up", "speed-ups",
                                                                                "savings", "enhancement", "enhancements"}


def _named_change_after(view: TextView, tail: int, clause: tuple[int, int], metrics: Within,
                        rules: ResultRules) -> Role | None:  # fmt: skip
    """'a 4% DSC gain', '8.7% GenEval score improvement', '38.84% average BD-rate reduction', '68% KV cache memory
    reduction', '1.3x inference acceleration': a measure written with a name or an acronym (and a statistic word
    before it) between the value and the change noun; what it changes is the measure (guidelines, clarification 7).
    Not 'performance' or another vague word, nor a phrase with a stop word or a verb in it."""
    text = view.text
    position = tail
    start = end = None
    lower_last = ""
    for _ in range(6):
        word = _NAME_WORD_AFTER.match(text, position, clause[1])
        if word is None:
            return None
        lower = word.group(1).lower()
        if lower in _CHANGE_NOUN_FORMS:
            if start is None or end is None or lower_last in _SETTING_WORDS:
                return None  # '9.3 zero-shot improvements': a setting, no measure
            if lower in _SPEED_NOUNS:
                end = word.end(1)  # '2.5x inference acceleration', '16% computational savings': the noun says it
            first, phrase = _words_until_stop(text, start, end, rules)
            return _phrase_from(view, first, phrase, metrics, rules, "result/metric-named-change-after-value")
        lower_last = lower
        if start is None and (word.group(1) in _STATISTIC_WORDS or lower in _UNIT_WORDS):  # not 'Relative Percentage Deviation'
            position = word.end(1)
            continue
        if lower in rules.phrase_stops or lower in DETERMINERS or word.group(1) in _NO_MODIFIERS or lower.endswith("ly") \
                or (lower in rules.result_verbs and lower not in ("score", "scores")) \
                or (start is None and lower in rules.vague_measures):  # fmt: skip
            return None
        if start is None:
            start = word.start(1)
        end = word.end(1)
        position = word.end(1)
    return None


def _measure_phrase_after(view: TextView, tail: int, clause: tuple[int, int], metrics: Within,
                          rules: ResultRules) -> Role | None:  # fmt: skip
    text = view.text
    for pattern in (_CHANGE_NOUN_AFTER, _COMPARATIVE_AFTER, _IN_AFTER):
        lead = pattern.match(text, tail, clause[1])
        if lead is not None and pattern is _IN_AFTER:  # 'gains of 18.3% in Pass@32 performance': a metric claim there
            named = metrics.starting_at(lead.end())
            if named is not None:
                return Role(text[named.start : named.end], named, rule=_PHRASE_RULES[id(pattern)])
        if lead is None:
            continue
        first, words = _words_until_stop(text, lead.end(), clause[1], rules)
        if pattern is _IN_AFTER and (not words or words.split()[-1].lower() not in rules.measure_heads_after_in):
            continue  # 'by 1.02% in the single-model settings' names a setting, 'by 10% in runtime' a measure
        role = _phrase_from(view, first, words, metrics, rules, _PHRASE_RULES[id(pattern)])
        if role is not None:
            return role
    return None


def _measure_phrase_before(view: TextView, start: int, clause: tuple[int, int], metrics: Within,
                           rules: ResultRules, patterns: Sequence[re.Pattern[str]]) -> Role | None:  # fmt: skip
    text = view.text
    # the patterns end at the value and reach back at most a verb and 80 characters: scanning the whole clause
    # from every position would cost more than the rest of the result rules
    window_start = clause[0]
    if start - clause[0] > 120:
        space = text.find(" ", start - 120, start)  # at a word's start, never inside one
        window_start = space + 1 if space != -1 else start - 120
    window = text[window_start:start]
    for pattern in patterns:
        if not _TAILS[id(pattern)].search(window):
            continue
        match = pattern.search(window)
        if match is None:
            continue
        phrase_start = window_start + match.start("np")
        words = match.group("np")
        if pattern is _SUBJECT_VERB_BEFORE:  # the subject ends the window: keep its last words that are no stop
            if re.search(r"\b(?:a|an)\s+(?:\w+\s+)?$", words + " "):
                continue  # 'showed a similar increase from 79.7%': a noun, no verb with a subject
            kept = _trailing_words(words, rules)
            phrase_start += len(words) - len(kept)
            words = kept
        else:
            phrase_start, words = _words_until_stop(text, phrase_start, phrase_start + len(words), rules)
        role = _phrase_from(view, phrase_start, words, metrics, rules, _PHRASE_RULES[id(pattern)])
        if role is not None:
            return role
    return None


# a word of a measure's name: 'accuracy', 'F1-score', 'Recall@1'; with a cut-off or threshold after '@' ('R1@0.7',
# 'mAP@0.5:0.95'), or a dimension before its noun ('3D Dice scores')
_MEASURE_WORD = re.compile(r"[A-Za-z][\w\-]*(?:@\d*\.?\d+(?::\d*\.?\d+)?)?|[1-4]D")


_NON_SPACE = re.compile(r"\S+")
_OWNER_WORD = re.compile(r"[A-Za-z][\w\-]*['’]s")
_PLAIN_WORD = re.compile(r"[A-Za-z][\w\-]*")


def _words_until_stop(text: str, start: int, end: int, rules: ResultRules) -> tuple[int, str]:
    """Where the phrase starts and its words, from ``start`` up to the first stop word or punctuation:
    'lexical variation than others' -> 'lexical variation'."""
    first = start
    words: list[str] = []
    for match in _NON_SPACE.finditer(text[start:end]):
        word = match.group()
        bare = word.rstrip(".,;:)")
        adverb = False
        if bare.endswith("ly"):  # (the rest of the phrase is cut into words only after an adverb)
            following = text[start + match.end() : end].split(None, 1)
            adverb = bool(following) and following[0].lower() in DETERMINERS
        if not words and (adverb or bare.lower() in DETERMINERS):
            first = start + match.end()
            continue  # 'merely an F-score of 54.4%'
        if _OWNER_WORD.fullmatch(bare):
            words, first = [], start + match.end()  # 'the GUI agent's task completion rate': the owner is no measure
            continue
        if bare.lower() == "of" and words and words[-1].lower() in rules.quantity_heads:
            words.append(bare)  # 'the number of environment steps', 'the amount of training data'
            continue
        if (bare.lower() in rules.phrase_stops and not bare.isupper()) or not _MEASURE_WORD.fullmatch(bare):
            break
        if bare.lower() == "relative" and text.startswith("to", match.end() + 1):
            break  # 'forgetting relative to baselines'
        words.append(bare)
        if bare != word or len(words) == 5:
            break
    while words and words[-1].lower() == "of":
        words.pop()
    return first, " ".join(words)


def _trailing_words(phrase: str, rules: ResultRules) -> str:
    words = phrase.split()
    kept: list[str] = []
    for word in reversed(words):
        if (word.lower() in rules.phrase_stops and not word.isupper()) or not _PLAIN_WORD.fullmatch(word) \
                or len(kept) == 4:  # fmt: skip
            break
        kept.insert(0, word)
    return " ".join(kept)


_EVALUATIVE = frozenset(["sota", "state-of-the-art", "top", "best", "new", "highest", "high", "good", "strong",
                         "competitive", "superior", "record", "leading", "perfect"])


_TASK_HEADS = frozenset(["task", "tasks", "subtask", "subtasks"])


def _phrase_from(view: TextView, start: int, words: str, metrics: Within, rules: ResultRules,
                 rule: str) -> Role | None:  # fmt: skip
    """A measure phrase as written (line breaks included), or the metric claim it covers; not a vague word
    ('performance') nor a system ('improves the base model by 8.1 points': the model is the baseline)."""
    if not words:
        return None
    head = words.split()[-1].lower()
    named_score = head in ("score", "scores", "value", "values") and len(words.split()) > 1 and \
        words.split()[-2].lower() not in rules.vague_measures | rules.result_verbs | _EVALUATIVE  # fmt: skip
    # 'an F-1 score of 0.848', 'Dice scores of'; not 'SOTA scores of', 'UniLIP obtains scores of'
    if (head in rules.vague_measures and not named_score) or head in rules.system_heads or head in _TASK_HEADS:
        return None  # 'a 6.52% improvement in the 3D detection task': the task it was measured on, no measure
    span = _written_at(view.text, start, words.split())
    if span is None:
        return None
    for metric in metrics.between(span[0] - 2 * _NEAR, span[1]):
        if metric.start < span[1] and span[0] < metric.end:
            return Role(view.text[metric.start : metric.end], metric, rule=rule)
    return Role(" ".join(view.text[span[0] : span[1]].split()), span=span, rule=rule)


def _written_at(text: str, start: int, words: list[str]) -> tuple[int, int] | None:
    """Where ``words`` stand in ``text`` from ``start``, white space before them and any white space between
    them (what ``\\s*w1\\s+w2...`` matches there): walked by hand, since a pattern built for each phrase is
    compiled anew for each phrase (the words hold no white space, so no other way to match exists)."""
    if not words:
        return None
    position, end = start, len(text)
    while position < end and text[position].isspace():
        position += 1
    first = position
    for index, word in enumerate(words):
        if index:
            gap = position
            while position < end and text[position].isspace():
                position += 1
            if position == gap:
                return None
        if not text.startswith(word, position):
            return None
        position += len(word)
    return first, position


# 'N% of <items> were <predicate>': the predicate, up to a clause word or punctuation
_SHARE_PREDICATE = re.compile(
    r"\s*of\s+(?:(?:the|our|their|its|all|these|those)\s+)?(?:[\w\-]+\s+){0,3}?[\w\-]+\s+(?:is|are|was|were)\s+"
    r"(?!(?:not|no|also|then|than|used|the|a|an|in|on|at|for|by|of)\b)"
    r"(?P<np>[A-Za-z][\w\-]*(?:\s+(?!(?:than|compared|while|whereas|which|that|when|where|because|but|in|on|for|across|at|with|by|from|under|and\s+(?:is|are|was|were))\b)"
    r"[A-Za-z][\w\-]*){0,5})")
# '<verb> fewer than N% of them', 'ranked in the top N% of': the verb that counts the share
_SHARE_VERB = re.compile(r"\b(?P<np>[a-z]+(?:ed|es|s)(?:\s+in\s+the\s+top)?)\s+(?:(?:fewer|less|more)\s+than\s+|only\s+|"
                         r"over\s+|nearly\s+|about\s+|almost\s+|approximately\s+|up\s+to\s+|roughly\s+)?$")
_SHARE_OF = re.compile(r"\s*of\s")
# verbs after which 'N% of X' names its measure in X: 'retains 98% of the accuracy', 'uses 10% of the memory'
_SHARE_KEEPING_VERBS = frozenset(["achieves", "achieved", "reaches", "reached", "retains", "retained", "recovers",
                                  "recovered", "maintains", "maintained", "preserves", "preserved", "attains",
                                  "attained", "uses", "used", "requires", "required", "needs", "needed", "matches",
                                  "matched", "is", "was", "represents", "represented", "costs", "takes", "has"])


def _share_measure(view: TextView, number: Draft, tail: int, clause: tuple[int, int],
                   rules: ResultRules) -> Role | None:  # fmt: skip
    """The measure of a share ('N% of X'): what the sentence says holds for its items, or the verb that
    counts them (guidelines, clarification 7)."""
    if number.fields.get("unit") != "%" or not _SHARE_OF.match(view.text, tail):
        return None
    text = view.text
    predicate = _SHARE_PREDICATE.match(text, tail, clause[1])
    if predicate is not None:
        return Role(predicate.group("np"), span=predicate.span("np"), rule="result/metric-share-predicate")
    window_start = max(clause[0], range_start(number) - 60)
    verb = _SHARE_VERB.search(text, window_start, range_start(number))
    if verb is not None and verb.group("np").split()[0] not in rules.phrase_stops | _SHARE_KEEPING_VERBS:
        return Role(verb.group("np"), span=verb.span("np"), rule="result/metric-verb-of-share")
    return None


_SPEED_AFTER = re.compile(r"\s*(?:times\s+)?(?P<comparative>faster|slower|cheaper|quicker|shorter|longer)\s+")
_IMPLICIT_MEASURE = re.compile(
    r"\s*(?:times\s+)?(?:faster|slower|cheaper|quicker|smaller|larger|bigger|shorter|longer|fewer)\b"
    r"|\s*of\s+(?:the\s+)?(?:datasets|tasks|problems|questions|cases|instances|queries|prompts|samples|benchmarks)\b"
)



# a result verb right before the value, with an article and a bound: 'achieves a ', 'reaching up to '
_REPORTED_BY_VERB = re.compile(r"\b(?:achiev|reach|obtain|attain|yield|deliver|record|exhibit|mak|earn)\w*\s+"
                               r"(?:an?\s+)?(?:(?:up\s+to|about|over|nearly|approximately|roughly|around|almost|"
                               r"more\s+than|only|just|merely)\s+)?[^\w\s]*$")
# words that end the measure after the value (prepositions the phrase stops do not hold) or are none
_PLAIN_STOPS = frozenset(["under", "during", "per", "based", "upon", "into", "toward", "towards", "despite", "like",
                          "above", "below", "beyond", "avg", "versus", "except", "throughout", "relative"])
_RATIO_VALUE = re.compile(r"(?:\\?%|x|×|\\times\$?|\$)$")


def _plain_measure_after(view: TextView, number: Draft, tail: int, clause: tuple[int, int], metrics: Within,
                         rules: ResultRules) -> Role | None:  # fmt: skip
    """A percentage or a multiplier that a result verb reports, then lower-case words up to a stop word: those
    words are the measure ('72.0% success', 'a 26% annualized return'), not an evaluative or comparative word,
    a vague measure or a system."""
    text = view.text
    start = range_start(number)
    if not _RATIO_VALUE.search(text, number.start, tail) or \
            not _REPORTED_BY_VERB.search(text, max(clause[0], start - 50), start):  # fmt: skip
        return None
    word = _WORD_AFTER.match(text, tail, clause[1])
    if word is None or word.group(1) in _NO_MODIFIERS | _EVALUATIVE | DETERMINERS or word.group(1) in rules.result_verbs:
        return None
    first, words = _words_until_stop(text, word.start(1), clause[1], rules)
    kept = list(itertools.takewhile(lambda w: w not in _PLAIN_STOPS, words.split()))
    if not kept or any(not re.fullmatch(r"[a-z][a-z\-]*", w) for w in kept) or (len(kept) == 1 and kept[0].endswith("ed")):
        return None  # 'over 80% under extreme scarcity', '96.3% avg.', 'reaches 75% based on': no measure
    words = " ".join(kept)
    return _phrase_from(view, first, words, metrics, rules, "result/metric-plain-phrase-after-value")


# an acronym right after a value, then the end of the item: '62.4% NDS and 54.0% mAP', 'with 79.59% HOTA,'
_ACRONYM_MEASURE_AFTER = re.compile(
    r"[$}]*\s+(?P<np>[A-Z][A-Za-z]*[A-Z][A-Za-z0-9@\-]*)"
    r"(?=\s*(?:[,;)]|\.(?!\w)|$)|\s+(?:and|or|on|in|for|at|across|with|while|over|compared|than|when)\b)")
_STATISTIC_ACRONYMS = frozenset(["ci", "sd", "se", "sem", "iqr"])  # '95% CI': the level of a statistic, no measure


def acronym_after_value(view: TextView, number: Draft, entities: Sequence[Draft], rules: ResultRules) -> Role | None:
    """'62.4% NDS', '79.59% HOTA', '0.93 SRCC on KADID-10k': an acronym the entity stage did not read, right after
    the value and closing its list item, is the value's measure - not a name it read as something else (a dataset,
    a method), not a word never an entity ('GPU', 'URLs'), not a statistic ('95% CI')."""
    found = _ACRONYM_MEASURE_AFTER.match(view.text, range_end(number))
    if found is None or len(found.group("np")) > 10:
        return None
    word = found.group("np").lower()
    if word in _STATISTIC_ACRONYMS or word in rules.generic_terms:
        return None
    start, end = found.span("np")
    if any(entity.start < end and entity.end > start for entity in entities):
        return None
    return Role(found.group("np"), span=(start, end), rule="result/metric-acronym-after-value")
