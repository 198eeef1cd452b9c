"""Which numbers report outcomes, and by which rule: the outcome rule is the result's ``rule``."""

from __future__ import annotations

import re

from ..drafts import Draft
from ..entities import TextView
from .base import Within, occurs_near
from .lexicons import ResultRules

# the patterns outcome_rule reads around a value (compiled once: it runs for every number)
_CLOSING_AFTER = re.compile(r"\s*\)")
_OPEN_ASIDE_BEFORE = re.compile(r"(?:\(|,\s)[^()]*$")
_SETTING_CUE_BEFORE = re.compile(
    r"\b(?:at|with|for|when|where|under|using|setting|set to|given|if)\s+(?:\w+\s+){0,2}[\w=<>≤≥\s]*$")
_TO_BEFORE = re.compile(r"\bto\s*$")
_AT_BEFORE = re.compile(r"\bat\s+$")
_SETTING_NOUN_AFTER = re.compile(r"\s*(?:of\s+(?:the\s+)?)?([a-z\-]+)")
_SHARE_CUE_BEFORE = re.compile(r"\b(?:at|with|using|under|only)\s+(?:a\s+|an\s+)?$")


def outcome_rule(view: TextView, number: Draft, numbers: Within, metrics: Within,
                 rules: ResultRules) -> str | None:  # fmt: skip
    """The rule by which a number reports a result, or None for a setting ('5-shot', 'at $s=0.875$'), a model
    size or a count of things. A value of an outcome kind is one unless the words around it make it a setting;
    a count only when a measure is said to be it."""
    kind = number.fields["kind"]
    text = view.text
    before = text[max(0, number.start - 30) : number.start].lower()
    after = text[number.end : number.end + 40].lower()
    if kind == "parameters":
        return None
    if str(number.fields.get("symbol") or "").strip("$ ") in ("n", "N"):
        return None  # '(n=320 and n=390 respectively)', 'Across five datasets (N=1143, ...)': a sample size
    if kind == "count":
        return _count_outcome_rule(view, number, numbers, metrics)
    unit = number.fields.get("unit")
    rule = _KIND_RULES.get(kind, "result/scalar-value")
    if unit not in (None, "%", "x", "pp", "points") and kind == "scalar":
        if number.fields.get("quantity") not in rules.outcome_quantities and " per " not in str(unit):
            # a measured quantity with a physical unit is reported, but as a setting as often as not; not so a
            # gain in dB, an error in mm or a rate ('101 frames per second')
            return None
        rule = "result/measured-quantity"
        if not any(True for _ in metrics.between(number.start - 80, number.end + 30)) and \
                not _MEASURED_OUTCOME_BEFORE.search(text, max(0, number.start - 60), number.start) and \
                not _MEASURED_OUTCOME_AFTER.match(text, number.end):  # fmt: skip
            # no measure named near it and no verb of an outcome before it: a setting or a description ('maps of
            # 0.5m resolution', 'at distances from 0.12 m to 10 m', 'averaging 25.45 turns per dialogue')
            return None
    # (each test below tries its cheap conditions first)
    if number.fields.get("symbol") and _CLOSING_AFTER.match(after) and _OPEN_ASIDE_BEFORE.search(before) and \
            not _measure_assigned(view, number, metrics):  # fmt: skip
        return None  # '(full equivalence, $\varphi{=}1$)': a value named in passing
    if kind in ("scalar", "fraction") and \
            _SETTING_CUE_BEFORE.search(before[-25:]) and not _TO_BEFORE.search(before):  # fmt: skip
        return None  # 'at $s=0.875$', 'for sparsity $s>2/3$'
    if any(True for _ in metrics.between(number.end, number.end + 2)) and _AT_BEFORE.search(before):
        return None  # 'TPR at 1% FPR', 'recall at 90% precision': an operating point
    if kind in ("percent", "scalar", "multiplier"):
        named = _SETTING_LEVELS_BEFORE.search(text, max(0, number.start - 80), number.start) \
            if _may_end_in_levels(text[max(0, number.start - 80) : number.start]) else None  # fmt: skip
        if named and named.group("noun").lower() in rules.setting_nouns and \
                (named.group("level") or named.group("plural")):  # fmt: skip
            return None  # 'target-label budgets from 1% to 10%', 'pruning ratios of 50%, 75% and 95%': the settings tried
    if kind in ("percent", "scalar"):
        setting = _SETTING_NOUN_AFTER.match(after)
        if setting and setting.group(1) in rules.setting_nouns and \
                _SHARE_CUE_BEFORE.search(before):  # fmt: skip
            return None  # 'with 1% of labels', 'at 50% sparsity'
    if kind == "percent" and _CONFIDENCE_AFTER.match(text, number.end):
        return None  # '(95% CI: 0.90-0.92)', 'their 95% confidence intervals': the confidence level, no outcome
    if occurs_near(text, _INTERVAL_WORDS, max(0, number.start - 60), number.start) and \
            _INTERVAL_BOUND_BEFORE.search(text, max(0, number.start - 60), number.start):  # fmt: skip
        return None  # '(95% CI: 0.90-0.92)', '(AUC: 0.85, 95% CI: 0.83-0.87)': a bound of the value's interval
    if kind in ("percent", "scalar"):
        share = _SHARE_OF_RESOURCE.match(text, number.end)
        if share and share.group("noun").lower() in rules.setting_nouns and \
                _RESOURCE_LEAD.search(text, max(0, number.start - 60), number.start):  # fmt: skip
            return None  # 'using just 10% of the data', 'updating less than 2% of the model parameters'
    return rule


def _measure_assigned(view: TextView, number: Draft, metrics: Within) -> bool:
    """'(F1=0.700)', '(PG = 96.13%)', '(r=0.93)': the value in parentheses is assigned to a measure (a metric claim
    or a correlation coefficient's letter), so it reports an outcome, not a value named in passing."""
    text = view.text
    if _CORRELATION_ASSIGNED.search(text, max(0, number.start - 20), number.start):
        return True
    return any(_ASSIGNED.fullmatch(text, metric.end, number.start) for metric in metrics.between(number.start - 40, number.start)
               if metric.end <= number.start)


# a measure's name, its sign and the value: 'F1 = ', 'F1 > ', 'PG = '
_ASSIGNED = re.compile(r"\s*\$?\s*(?:[=:<>≤≥]|\\(?:geq|leq|approx))\s*\$?\s*")
# a correlation coefficient's letter assigned the value: '(r=0.93)', '($r$ > 0.75)', '(\rho = 0.34)'
_CORRELATION_ASSIGNED = re.compile(r"(?:\(|,\s*)\$?(?:r|R|ρ|τ|κ|\\rho|\\tau|\\kappa|\\r\{ho\})\$?\s*\$?\s*(?:[=<>≤≥]|\\(?:geq|approx))\s*\$?\s*$")


# a confidence or credible level written right before its interval
_CONFIDENCE_AFTER = re.compile(r"\s*(?:CI\b|C\.I\.|confidence\s+(?:intervals?|levels?|bounds?|bands?)|credible\s+intervals?)")
# a confidence or credible interval's name, then (for the upper bound) its lower bound: 'CI: ', '95% CI 0.83-',
# 'confidence interval [0.71, '
_INTERVAL_BOUND_BEFORE = re.compile(r"(?:\bCI|C\.I\.|\bconfidence\s+intervals?|\bcredible\s+intervals?)\s*(?:[:=,]\s*)?"
                                    r"[\[(]?\s*\$?(?:[+\-−]?\d[\d.]*\s*(?:\\?%)?\s*\$?\s*(?:[-–,;]|to)\s*\$?\s*)?$")
_INTERVAL_WORDS = ("CI", "C.I.", "confidence", "credible")  # one of them starts a match (a test before the search)
# the share of a resource a method uses: a verb of using or training with, then hedges ('using just', 'updating less
# than', 'trained with only', 'training on approximately')
_RESOURCE_LEAD = re.compile(
    r"\b(?:with|using|utili[sz]ing|requiring|updating|modifying|tuning|fine-tuning|training|trained|fine-tuned|"
    r"pretrained|pre-trained)\s+(?:(?:with|on)\s+)?(?:(?:only|just|merely|less\s+than|fewer\s+than|under|about|around|"
    r"approximately|roughly|as\s+little\s+as|as\s+few\s+as|a\s+mere)\s+)*$", re.IGNORECASE)
# ... and the resource, of which the value is a share: 'of the model parameters', 'labeled data', 'parameters' (not
# 'fewer parameters': a saving)
# ('60% of its parameters', '0.005% of the parameters of baselines' compare with another system: an outcome)
_SHARE_OF_RESOURCE = re.compile(r"\s*(?:of\s+(?:the\s+)?(?:(?!its\b|their\b)[a-z][a-z\-]*\s+)?|(?!fewer\b|less\b|more\b|"
                                r"lower\b|higher\b|smaller\b|larger\b|additional\b|extra\b)[a-z][a-z\-]*\s+)?(?P<noun>[a-z\-]+)"
                                r"(?=\s*(?:[,.;:)]|$|--|\s(?:in|for|from|to|and|while|during|on|across|with|as|per|at)\b))",
                                re.IGNORECASE)

# a setting noun with a word of levels (or in the plural), then the values tried: 'budgets from 1% to ', 'pruning
# ratios of 50\%, 75\% and ', 'compression ratios ranging from '
_SETTING_LEVELS_BEFORE = re.compile(
    r"\b(?P<noun>[a-z\-]+?)(?P<plural>s)?\s+(?:(?P<level>levels?|ratios?|rates?)\s+)?(?:of|from|between|ranging\s+from|=)\s+"
    r"(?:[~≈]?\d[\d.]*\s*(?:\\?%|x|×)?\s*(?:,\s*(?:and\s+)?|to\s+|and\s+|[-–]\s*))*[~≈]?$", re.IGNORECASE)


# what may stand after the 'of', 'from', 'between' or '=' of _SETTING_LEVELS_BEFORE in an ASCII text: the values
# tried, their separators, white space (as the re module's \s takes it)
_LEVELS_TAIL = " \t\n\r\f\v\x1c\x1d\x1e\x1f0123456789.%\\xX,-~andtoANDTO"


def _may_end_in_levels(window: str) -> bool:
    """A necessary condition of _SETTING_LEVELS_BEFORE (whose search tries a word at every position of the window):
    in an ASCII window, the words before the values tried end in its 'of', 'from', 'between' ('betwee' once its
    'n' is stripped with the 'and's) or '='."""
    if not window.isascii():
        return True
    return window.rstrip(_LEVELS_TAIL).lower().endswith(("of", "from", "betwee", "="))


# a verb or noun of an outcome before a measured quantity: 'errors reduced to less than 5 mm', 'achieving up to
# 101 frames per second', 'an improvement of 8 dB'
_MEASURED_OUTCOME_BEFORE = re.compile(
    r"\b(?:achiev|attain|reach|obtain|reduc|lower|improv|gain|drop|decreas|increas|cut|outperform|surpass|exceed|"
    r"deliver|yield|error|accuracy|precision|deviation|speed|throughput|latency|highest|lowest|best|fastest|process|runs)\w*\b[^.;]*$",
    re.IGNORECASE)


# ... or after it: '(0.64cm error)', '2.1 dB higher', 'a 3 mm reduction'
_MEASURED_OUTCOME_AFTER = re.compile(r"\s*(?:of\s+)?(?:\w+\s+)?(?:errors?|improvements?|reductions?|gains?|drops?|"
                                     r"lower|higher|better|faster|slower|less|more)\b", re.IGNORECASE)


# the outcome rule of a value by its kind, when nothing makes it a setting
_KIND_RULES = {
    "percent": "result/percent-value",  # '77.8% accuracy'
    "multiplier": "result/multiplier-value",  # 'a 3.3x speedup'
    "delta": "result/change-value",  # '+7.1 pp', 'by 8.1 points'
    "scalar": "result/scalar-value",  # 'an F1 of 0.87'
    "fraction": "result/fraction-value",  # '2/3 of the tasks'
}


def _count_outcome_rule(view: TextView, number: Draft, numbers: Within, metrics: Within) -> str | None:
    """A count reports a result when a measure is said to be it ('its median robustness is 22 tasks') or it
    stands in a comparison with such a count ('compared with 13 (54%)')."""
    text = view.text
    before = text[max(0, number.start - 40) : number.start]
    for metric in metrics.between(number.start - 100, number.start):  # the measure right before the count
        if metric.end <= number.start and _IS_COUNT.fullmatch(text, metric.end, number.start):
            return "result/count-is-measure"
    if _COMPARED_WITH_BEFORE.search(before):
        follows_percent = _SHARE_AFTER.match(text, number.end)
        return "result/count-compared-with-share" if follows_percent else None
    if _AND_BEFORE.search(before) and _SHARE_AFTER.match(text, number.end):
        listed = any(n is not number and n.fields["kind"] == "count" and n.end < number.start
                     and _SHARE_AFTER.match(text, n.end) for n in numbers)  # fmt: skip
        return "result/count-listed-with-share" if listed else None
    return None



_COMPARED_WITH_BEFORE = re.compile(r"\b(?:compared (?:with|to)|versus|vs\.?|against)\s+$")
_AND_BEFORE = re.compile(r"\band\s+$")
_IS_COUNT = re.compile(r"\s+(?:is|was|are|of|reaches|reached|at|=)\s+")
_SHARE_AFTER = re.compile(r"\s*\(\s*[\d.]+\s*\\?%")  # '13 (54%)'
