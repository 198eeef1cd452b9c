"""Result claims: each reported outcome tied to its metric, dataset, method and baseline.

Pure functions over the clean text, its tokens and clauses (a :class:`~abstract_claims.entities.TextView`),
the number drafts and the entity drafts. A number reports an outcome unless it is a setting or a count of
things ("5-shot", "839K samples", "at $s=0.875$", "with 1% of labels"). Its roles come from the clause it
stands in (a sentence cut at semicolons): the subject of the verb that reports it is the method ("X achieves
77.8%"; "our method" is the abstract's own proposal), a measure written next to it or before it is the
metric, "on D" the dataset, "over B" / "outperforms B by" the baseline. Coordinated numbers and names pair up
in order ("3.49%, 3.13%, and 10.66% in AUROC, AUPR, and TPR5%"). A role the clause does not fill stays null.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from itertools import pairwise

from .drafts import Draft
from .entities import TextView, Token
from .rules import RuleSet

ROLES = ("metric", "dataset", "method", "baseline")
_QUANTIFIERS = frozenset(["no", "none", "all", "every", "each", "most", "many", "some", "few", "several", "neither", "both", "any"])
_PRONOUNS = frozenset(["we", "it", "they", "this", "these", "its", "their", "our", "us", "i", "he", "she"])
_DETERMINERS = frozenset(["a", "an", "the", "our", "their", "its", "this", "these", "that", "those"])
_COMPARATIVE_GAP = (r"\s*(?:lower|higher|fewer|less|more|faster|slower|smaller|larger|better|worse|reduced|"
                    r"increased|improved|relative|absolute|average|overall)\s+")
_LEADING_WORDS = frozenset({"our", "the", "this", "their"}) | _QUANTIFIERS
_CLAUSE_BREAKS = frozenset({",", ":", ";", "(", ")", "that", "which", "where", "while", "whereas", "when", "and", "but"})


_BY_AMOUNT = r"(?:an?\s+average\s+of\s+|up\s+to\s+|about\s+)?[^\w]*$"


class ResultRules:
    """The result rules of a :class:`RuleSet`, read once."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules

    @cached_property
    def outcome_quantities(self) -> frozenset[str]:
        return self.rules.words("lexicon/outcome-quantities")

    @cached_property
    def result_verbs(self) -> frozenset[str]:
        return self.rules.words("lexicon/result-verbs")

    @cached_property
    def increase_words(self) -> frozenset[str]:
        return self.rules.words("lexicon/increase-words")

    @cached_property
    def decrease_words(self) -> frozenset[str]:
        return self.rules.words("lexicon/decrease-words")

    @cached_property
    def baseline_markers(self) -> tuple[str, ...]:
        return tuple(sorted(self.rules.words("lexicon/baseline-markers"), key=len, reverse=True))

    @cached_property
    def comparison_verbs(self) -> frozenset[str]:
        return self.rules.words("lexicon/comparison-verbs")

    @cached_property
    def baseline_after(self) -> re.Pattern[str]:
        """'... over <baseline>' within a few words after the number (and before any comma)."""
        return re.compile(rf"\s*(?:,\s*respectively,?\s+)?(?:[^\s,;]+\s+){{0,3}}?(?:{self._markers})\s+(?P<np>[^,;.()]+)")

    @cached_property
    def baseline_by(self) -> re.Pattern[str]:
        """'over <baseline> by' right before the number."""
        return re.compile(rf"\b(?:{self._markers})\s+(?P<np>[^,;.()]+?)\s+by\s+{_BY_AMOUNT}")

    @cached_property
    def compared_by(self) -> re.Pattern[str]:
        """'outperforms <baseline> by' right before the number."""
        verbs = "|".join(re.escape(verb) for verb in sorted(self.comparison_verbs, key=lambda verb: (-len(verb), verb)))
        return re.compile(rf"\b(?:{verbs})\s+(?P<np>[^,;.()]+?)\s+by\s+{_BY_AMOUNT}")

    @property
    def _markers(self) -> str:
        return "|".join(re.escape(marker) for marker in self.baseline_markers if marker != "of")

    @cached_property
    def metric_heads(self) -> frozenset[str]:
        return self.rules.words("lexicon/metric-heads-strong") | self.rules.words("lexicon/metric-heads-weak")

    @cached_property
    def reference_nouns(self) -> frozenset[str]:
        return self.rules.words("lexicon/reference-nouns")

    @cached_property
    def setting_nouns(self) -> frozenset[str]:
        return self.rules.words("lexicon/setting-nouns")

    @cached_property
    def model_nouns(self) -> frozenset[str]:
        return self.rules.words("lexicon/method-nouns") | {"baseline", "baselines", "model", "models"}

    @cached_property
    def phrase_stops(self) -> frozenset[str]:
        return self.rules.words("lexicon/measure-phrase-stops")

    @cached_property
    def negation_trigger(self) -> re.Pattern[str]:
        return _any_phrase(self.rules.words("lexicon/negation-triggers"))

    @cached_property
    def negation_terminator(self) -> re.Pattern[str]:
        return _any_phrase(self.rules.words("lexicon/negation-terminators"))

    @cached_property
    def report_nouns(self) -> frozenset[str]:
        return self.rules.words("lexicon/report-nouns")

    @cached_property
    def reporting_verbs(self) -> frozenset[str]:
        return self.rules.words("lexicon/list-closing-verbs")

    @cached_property
    def quantity_heads(self) -> frozenset[str]:
        return self.rules.words("lexicon/metric-appositives")

    @cached_property
    def vague_measures(self) -> frozenset[str]:
        return self.rules.words("lexicon/vague-measures")

    @cached_property
    def measure_heads_after_in(self) -> frozenset[str]:
        return self.rules.words("lexicon/measure-heads-after-in")

    @cached_property
    def system_heads(self) -> frozenset[str]:
        return self.reference_nouns | self.rules.words("lexicon/system-heads")

    @cached_property
    def dataset_heads(self) -> frozenset[str]:
        return self.rules.words("lexicon/dataset-heads") - {"set", "environment", "environments"}


def _any_phrase(phrases: frozenset[str]) -> re.Pattern[str]:
    """One case-insensitive regex for a word list, longest phrase first (a stable order for equal lengths)."""
    ordered = sorted(phrases, key=lambda phrase: (-len(phrase), phrase))
    return re.compile(r"\b(?:" + "|".join(re.escape(phrase).replace(r"\ ", r"\s+") for phrase in ordered) + r")\b",
                      re.IGNORECASE)


@dataclass(slots=True)
class Role:
    """A filled role: the phrase, the entity draft when the phrase is a recognised claim, and the clean-text
    span of the phrase when it is written as one piece (a phrase built from a respectively-list is not)."""

    text: str
    draft: Draft | None = None
    span: tuple[int, int] | None = None

    def __post_init__(self) -> None:
        if self.span is None and self.draft is not None:  # the claim's own span
            self.span = (self.draft.start, self.draft.end)
        self.text = " ".join(self.text.split())  # arXiv's hard line breaks are no part of a name


@dataclass(slots=True)
class FoundResult:
    start: int
    end: int
    number: Draft
    rule: str
    roles: dict[str, Role | None] = field(default_factory=dict)
    direction: str | None = None
    negated: bool = False


# ---------------------------------------------------------------------------------------------------------
# Clauses


def clauses(view: TextView) -> list[tuple[int, int]]:
    """Sentences cut at semicolons: '(i) ... 77.8%; (ii) ... 70.7%' holds two results with their own roles."""
    spans = []
    for start, end in view.sentences:
        position = start
        for match in re.finditer(r";", view.text[start:end]):
            cut = start + match.start()
            spans.append((position, cut))
            position = cut + 1
        spans.append((position, end))
    return [(a + len(view.text[a:b]) - len(view.text[a:b].lstrip()), b) for a, b in spans if view.text[a:b].strip()]


def _clause_of(clause_spans: Sequence[tuple[int, int]], position: int) -> tuple[int, int]:
    index = bisect_right(clause_spans, (position, 1 << 62)) - 1
    if index >= 0 and clause_spans[index][0] <= position < clause_spans[index][1]:
        return clause_spans[index]
    return position, position + 1


def _tokens_in(view: TextView, start: int, end: int) -> list[Token]:
    """The clause's words: a hard line break is a token of its own in spaCy, and no word of a phrase."""
    return [token for token in view.tokens_between(start, end) if not token.text.isspace()]


class _ByPosition:
    """Drafts sorted by start, to take those inside a clause without scanning them all."""

    def __init__(self, drafts: Sequence[Draft]) -> None:
        self.drafts = sorted(drafts, key=lambda d: (d.start, d.end))
        self.starts = [d.start for d in self.drafts]

    def within(self, start: int, end: int) -> list[Draft]:
        return self.drafts[bisect_left(self.starts, start) : bisect_left(self.starts, end)]


# ---------------------------------------------------------------------------------------------------------
# Which numbers report outcomes


def is_outcome(view: TextView, number: Draft, numbers: Sequence[Draft], metrics: Sequence[Draft],
               rules: ResultRules) -> bool:  # fmt: skip
    """A number that reports a result, not a setting ('5-shot', 'at $s=0.875$') or a count of things."""
    kind = number.fields["kind"]
    text = view.text
    before = text[max(0, number.start - 30) : number.start].lower()
    after = text[number.end : number.end + 40].lower()
    if kind == "parameters":
        return False
    if kind == "count":
        return _count_is_outcome(view, number, numbers, metrics)
    unit = number.fields.get("unit")
    if (unit not in (None, "%", "x", "pp", "points") and kind == "scalar"
            and number.fields.get("quantity") not in rules.outcome_quantities and " per " not in str(unit)):  # fmt: skip
        # a measured quantity with a physical unit is reported, but as a setting as often as not; not so a gain in
        # dB, an error in mm or a rate ('101 frames per second')
        return False
    if re.search(r"(?:\(|,\s)[^()]*$", before) and re.match(r"\s*\)", after) and number.fields.get("symbol"):
        return False  # '(full equivalence, $\varphi{=}1$)': a value named in passing
    if re.search(r"\b(?:at|with|for|when|where|under|using|setting|set to|given|if)\s+(?:\w+\s+){0,2}[\w=<>≤≥\s]*$",
                 before[-25:]) and kind in ("scalar", "fraction") and not re.search(r"\bto\s*$", before):  # fmt: skip
        return False  # 'at $s=0.875$', 'for sparsity $s>2/3$'
    if re.search(r"\bat\s+$", before) and any(0 <= m.start - number.end <= 1 for m in metrics):
        return False  # 'TPR at 1% FPR', 'recall at 90% precision': an operating point
    if kind in ("percent", "scalar"):
        setting = re.match(r"\s*(?:of\s+(?:the\s+)?)?([a-z\-]+)", after)
        lead = re.search(r"\b(?:at|with|using|under|only)\s+(?:a\s+|an\s+)?$", before)
        if setting and lead and setting.group(1) in rules.setting_nouns:
            return False  # 'with 1% of labels', 'at 50% sparsity'
    return True


def _count_is_outcome(view: TextView, number: Draft, numbers: Sequence[Draft], metrics: Sequence[Draft]) -> bool:
    """A count reports a result when a measure is said to be it ('its median robustness is 22 tasks') or it
    stands in a comparison with such a count ('compared with 13 (54%)')."""
    text = view.text
    before = text[max(0, number.start - 40) : number.start]
    for metric in metrics:
        if metric.end <= number.start and re.fullmatch(r"\s+(?:is|was|are|of|reaches|reached|at|=)\s+",
                                                          text[metric.end : number.start]):  # fmt: skip
            return True
    if re.search(r"\b(?:compared (?:with|to)|versus|vs\.?|against)\s+$", before):
        follows_percent = re.match(r"\s*\(\s*[\d.]+\s*\\?%", text[number.end :])
        return bool(follows_percent)
    if re.search(r"\band\s+$", before) and re.match(r"\s*\(\s*[\d.]+\s*\\?%", text[number.end :]):
        return any(n is not number and n.fields["kind"] == "count" and n.end < number.start
                   and re.match(r"\s*\(\s*[\d.]+\s*\\?%", text[n.end :]) for n in numbers)  # fmt: skip
    return False


# ---------------------------------------------------------------------------------------------------------
# Roles


def _is_symbol_math(view: TextView, start: int, end: int) -> bool:
    surface = view.text[start:end].strip()
    return bool(surface) and len(surface) <= 3 and view.markup.in_math(start)


def _metric_for(view: TextView, number: Draft, clause: tuple[int, int], metrics: Sequence[Draft],
                claimed: set[int], rules: ResultRules) -> Role | None:  # fmt: skip
    """The symbol the value is assigned to, a measure written right after it, or the nearest one before."""
    text = view.text
    symbol = number.fields.get("symbol")
    if symbol:
        found = text.rfind(symbol, clause[0], number.start)
        if found >= 0:
            return Role(symbol, span=(found, found + len(symbol)))
    tail = _range_end(number)
    for metric in metrics:
        between = text[tail : metric.start]
        if tail <= metric.start and (len(between) <= 4 or re.fullmatch(_COMPARATIVE_GAP, between)
                                     or re.fullmatch(r"\s+of\s+(?:the\s+|its\s+)?", between)):  # '98.6% of the accuracy'
            if "," in between and re.match(r"\s+(?:of|=|:)\s", text[metric.end :]):
                continue  # 'a precision of 0.87, recall of 0.83': the next value's measure
            return Role(text[metric.start : metric.end], metric)
    # 'a 23.7% increase in vocabulary diversity', '17.3% higher lexical variation', 'by over 10% in runtime':
    # the measure is a phrase after the value (guidelines, clarification 7)
    phrase = _measure_phrase_after(view, tail, clause, metrics, rules)
    if phrase is not None:
        return phrase
    # '+14.7 ROUGE-L, +6.18 SARI': a measure's acronym right after a signed change
    if text[number.start : number.start + 1] in "+-−":
        acronym = _ACRONYM_AFTER.match(text, tail, clause[1])
        if acronym is not None:
            return Role(acronym.group("np"), span=acronym.span("np"))
    # '2.3 times faster', '35% fewer rounds', 'on 61% of datasets': the measure is said by the words after
    # the value, and a measure named earlier in the clause is not it
    if _IMPLICIT_MEASURE.match(text, tail):
        return None
    # 'reducing training costs by up to 4.4x', 'Rhyme density increased by 34.2%', 'achieved an area under
    # curve of 76%': the phrase the change verb governs, right before the value
    phrase = _measure_phrase_before(view, _range_start(number), clause, metrics, rules,
                                    (_VERB_OBJECT_BEFORE, _NAMED_OF_BEFORE, _LISTED_OF_BEFORE))
    if phrase is not None:
        return phrase
    # 'lowers $\varphi$ to $0.38$': a symbol in a formula just before 'to N'
    window = text[clause[0] : number.start]
    symbol_before = re.search(r"(\S{0,2}[^\W\d]\S{0,2})\s+(?:to|from|of|=)\s*$", window)
    if symbol_before and _is_symbol_math(view, clause[0] + symbol_before.start(1), clause[0] + symbol_before.end(1)):
        start = clause[0] + symbol_before.start(1)
        return Role(symbol_before.group(1), span=(start, start + len(symbol_before.group(1))))
    before = [m for m in metrics if clause[0] <= m.start and m.end <= number.start and id(m) not in claimed
              and not _SUBCLAUSE_BREAK.search(text, m.end, _range_start(number))]  # fmt: skip
    if before:
        metric = before[-1]
        return Role(text[metric.start : metric.end], metric)
    phrase = _measure_phrase_before(view, _range_start(number), clause, metrics, rules, (_SUBJECT_VERB_BEFORE,))
    if phrase is not None:
        return phrase
    # 'ECC significantly improves LLM capability ranking quality, outperforming ... by 17.64': the measure
    # is what the verb improves, when that names a quality of the output
    improved = _last(re.finditer(r"\b(?:improves?|improving|increases?|enhances?|boosts?|reduces?|lowers?)\s+"
                                 r"(?P<np>(?:[\w\-]+\s+){0,4}?(?:quality|performance|efficiency|effectiveness|"
                                 r"robustness|reliability|fidelity|stability))\b", text[clause[0] : number.start]))  # fmt: skip
    if improved is not None and len(improved.group("np").split()) > 1:
        start = clause[0] + improved.start("np")
        return Role(improved.group("np"), span=(start, start + len(improved.group("np"))))
    return None


_CHANGE_NOUN_AFTER = re.compile(r"\s*(?:absolute\s+|relative\s+|average\s+)?(?:increase|improvement|reduction|gain|"
                                r"drop|decrease|boost|decline|rise|uplift|enhancement)s?\s+(?:in|of)\s+"
                                r"(?:the\s+|its\s+|their\s+|our\s+)?")
_COMPARATIVE_AFTER = re.compile(r"\s*(?:higher|lower|more|less|better|worse|greater|smaller|fewer|larger)\s+")
_ACRONYM_AFTER = re.compile(r"\s+(?P<np>[A-Z][A-Z0-9\-]{1,9})(?=\s*(?:[,;.)]|on\b|and\b|in\b|over\b|$))")
_IN_AFTER = re.compile(r"\s+in\s+(?:the\s+|terms\s+of\s+)?")
_AMOUNT_LEAD = r"(?:up\s+to|about|over|nearly|approximately|roughly|around|almost|more\s+than|a\s+factor\s+of)?\s*"
_VERB_OBJECT_BEFORE = re.compile(
    r"\b(?:reduc|lower|improv|increas|boost|accelerat|cut|decreas|shrink|rais|enhanc|speed|sav)(?:e|es|ed|ing|s)?\s+"
    r"(?!upon\b|over\b|on\b|by\b|ranging\b|varying\b|up\b)(?P<np>[^,;:()\d]{1,80}?)\s+(?:by|to|from)\s+" + _AMOUNT_LEAD + r"$")
_SUBJECT_VERB_BEFORE = re.compile(
    r"(?P<np>[^,;:()\d]{1,80}?)(?:\s*\([^()]*\))?\s+(?:increased|decreased|improved|dropped|rose|fell|declined|grew|"
    r"increasing|decreasing|improving|dropping|rising|falling|went\s+(?:up|down)|increases?|decreases?|improves?|"
    r"drops?|rises?|falls?|declines?|grows?)(?:\s+(?:by|from|to))?\s+" + _AMOUNT_LEAD + r"$")
# a new sub-clause between a measure and a value: 'F1@3 increases from 37.0 to 54.5 while grounding rises from 47.6'
_SUBCLAUSE_BREAK = re.compile(r"\b(?:while|whereas)\b|;")
# 'with area efficiency of 63.8%, delay efficiency of 65.9%': a short measure phrase, no verb in it
_LISTED_OF_BEFORE = re.compile(
    r"(?:\bwith\s+|,\s*(?:and\s+)?)(?:an?\s+|the\s+)?(?!with\b|and\b)"
    r"(?P<np>(?:(?![a-z]+(?:ing|ed)\b)[A-Za-z][\w\-]*\s+){0,2}(?![a-z]+(?:ing|ed)\b)[A-Za-z][\w\-]*)\s+of\s+"
    + _AMOUNT_LEAD + r"$")
_NAMED_OF_BEFORE = re.compile(
    r"\b(?:achiev|reach|attain|obtain|yield|record|report)\w*\s+(?:an?\s+|the\s+)?"
    r"(?P<np>[^,;:()\d]{1,60}?)\s+of\s+" + _AMOUNT_LEAD + r"$")


def _measure_phrase_after(view: TextView, tail: int, clause: tuple[int, int], metrics: Sequence[Draft],
                          rules: ResultRules) -> Role | None:  # fmt: skip
    text = view.text
    for pattern in (_CHANGE_NOUN_AFTER, _COMPARATIVE_AFTER, _IN_AFTER):
        lead = pattern.match(text, tail, clause[1])
        if lead is not None and pattern is _IN_AFTER:  # 'gains of 18.3% in Pass@32 performance': a metric claim there
            named = next((m for m in metrics if m.start == lead.end()), None)
            if named is not None:
                return Role(text[named.start : named.end], named)
        if lead is None:
            continue
        first, words = _words_until_stop(text, lead.end(), clause[1], rules)
        if pattern is _IN_AFTER and (not words or words.split()[-1].lower() not in rules.measure_heads_after_in):
            continue  # 'by 1.02% in the single-model settings' names a setting, 'by 10% in runtime' a measure
        role = _phrase_from(view, first, words, metrics, rules)
        if role is not None:
            return role
    return None


def _measure_phrase_before(view: TextView, start: int, clause: tuple[int, int], metrics: Sequence[Draft],
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
        role = _phrase_from(view, phrase_start, words, metrics, rules)
        if role is not None:
            return role
    return None


def _words_until_stop(text: str, start: int, end: int, rules: ResultRules) -> tuple[int, str]:
    """Where the phrase starts and its words, from ``start`` up to the first stop word or punctuation:
    'lexical variation than others' -> 'lexical variation'."""
    first = start
    words: list[str] = []
    for match in re.finditer(r"\S+", text[start:end]):
        word = match.group()
        bare = word.rstrip(".,;:)")
        following = text[start + match.end() : end].split(None, 1)
        adverb = bare.endswith("ly") and bool(following) and following[0].lower() in _DETERMINERS
        if not words and (adverb or bare.lower() in _DETERMINERS):
            first = start + match.end()
            continue  # 'merely an F-score of 54.4%'
        if re.fullmatch(r"[A-Za-z][\w\-]*['’]s", bare):
            words, first = [], start + match.end()  # 'the GUI agent's task completion rate': the owner is no measure
            continue
        if bare.lower() == "of" and words and words[-1].lower() in rules.quantity_heads:
            words.append(bare)  # 'the number of environment steps', 'the amount of training data'
            continue
        if (bare.lower() in rules.phrase_stops and not bare.isupper()) or not re.fullmatch(r"[A-Za-z][\w\-@]*", bare):
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
        if (word.lower() in rules.phrase_stops and not word.isupper()) or not re.fullmatch(r"[A-Za-z][\w\-]*", word) \
                or len(kept) == 4:  # fmt: skip
            break
        kept.insert(0, word)
    return " ".join(kept)


def _phrase_from(view: TextView, start: int, words: str, metrics: Sequence[Draft], rules: ResultRules) -> Role | None:
    """A measure phrase as written (line breaks included), or the metric claim it covers; not a vague word
    ('performance') nor a system ('improves the base model by 8.1 points': the model is the baseline)."""
    if not words:
        return None
    head = words.split()[-1].lower()
    if head in rules.vague_measures or head in rules.system_heads:
        return None
    length = len(words.split())
    match = re.match(r"\s*" + r"\s+".join(re.escape(word) for word in words.split()), view.text[start:])
    if match is None or length == 0:
        return None
    span = (start + len(match.group()) - len(match.group().lstrip()), start + match.end())
    for metric in metrics:
        if metric.start < span[1] and span[0] < metric.end:
            return Role(view.text[metric.start : metric.end], metric)
    return Role(" ".join(view.text[span[0] : span[1]].split()), span=span)


_IMPLICIT_MEASURE = re.compile(
    r"\s*(?:times\s+)?(?:faster|slower|cheaper|quicker|smaller|larger|bigger|shorter|longer|fewer)\b"
    r"|\s*of\s+(?:the\s+)?(?:datasets|tasks|problems|questions|cases|instances|queries|prompts|samples|benchmarks)\b"
)


def _last(matches: Iterator[re.Match[str]]) -> re.Match[str] | None:
    found = None
    for found in matches:  # noqa: B007 - the last one is wanted
        pass
    return found


def _range_start(number: Draft) -> int:
    partner = number.refs.get("range_with")
    if isinstance(partner, Draft) and partner.start < number.start:
        return partner.start
    return number.start


def _range_end(number: Draft) -> int:
    partner = number.refs.get("range_with")
    if isinstance(partner, Draft) and partner.start > number.start:
        return partner.end
    return number.end


def _dataset_for(view: TextView, number: Draft, clause: tuple[int, int], datasets: Sequence[Draft],
                 sentence_datasets: Sequence[Draft], rules: ResultRules) -> Role | None:  # fmt: skip
    """'on ALFWorld' / 'on RS datasets' after the number, else a dataset named before it in the same stretch
    of the clause (no comma between, but for ', where' and parentheses)."""
    text = view.text
    candidates: list[Role] = []
    for dataset in datasets:
        between = re.sub(r"\([^()]*\)", "", text[number.end : dataset.start])
        if number.end <= dataset.start < clause[1] and not _crosses_clause(between) and re.search(
                r"\b(?:on|in|across|for|of)\s+(?:the\s+)?$", text[number.end : dataset.start][-20:]):  # fmt: skip
            candidates.append(Role(text[dataset.start : dataset.end], dataset))
    phrase = re.match(r"[^,;.]{0,40}?\bon\s+(?:the\s+)?", text[number.end : clause[1]])
    if phrase:
        words = list(re.finditer(r"[\w\-]+", text[number.end + phrase.end() : clause[1]]))[:4]
        for index, word in enumerate(words):
            evaluation_set = word.group().lower() in ("set", "sets") and index and \
                words[index - 1].group().lower() in _EVALUATION_SPLITS  # fmt: skip
            if word.group().lower() in rules.dataset_heads or evaluation_set:
                start, end = number.end + phrase.end() + words[0].start(), number.end + phrase.end() + word.end()
                candidates.append(Role(text[start:end], span=(start, end)))  # 'on RS datasets'
                break
            if index and not re.fullmatch(r"\s+", text[number.end + phrase.end() + words[index - 1].end() :
                                                             number.end + phrase.end() + word.start()]):  # fmt: skip
                break
    if candidates:
        return min(candidates, key=lambda role: role.span[0] if role.span else len(text))
    for dataset in reversed([d for d in datasets if clause[0] <= d.start and d.end <= number.start]):
        between = re.sub(r"\([^()]*\)", "", text[dataset.end : number.start])
        if _crosses_clause(between):
            break
        return Role(text[dataset.start : dataset.end], dataset)
    # 'On ImageNet-1K, our model reaches 84.1%': a leading phrase names the dataset of the whole sentence
    sentence_start = view.sentence_at(number.start)[0]
    leading = _LEADING_SCOPE.match(text, sentence_start)
    if leading is not None and leading.end() <= number.start:
        scoped = [d for d in sentence_datasets if leading.start("scope") <= d.start and d.end <= leading.end("scope")]
        if len(scoped) == 1:  # with two or more, which one a number belongs to is not said here
            return Role(text[scoped[0].start : scoped[0].end], scoped[0])
    # 'Evaluated on the ODIR-5K dataset, DMS-Net achieves 80.5%', 'Empirical evaluations on the CMATH dataset
    # reveal ... 9.5%': the one dataset the sentence evaluates on, before the value
    before = [d for d in sentence_datasets if d.end <= number.start]
    if len(sentence_datasets) == 1 and before and _EVALUATED_ON.search(text[max(sentence_start, before[0].start - 30) :
                                                                            before[0].start]) \
            and not _NEW_PREDICATE.search(text, before[0].end, number.start):  # fmt: skip
        return Role(text[before[0].start : before[0].end], before[0])
    # 'Our experiments on vision generation benchmarks show ... 50%': a named collection, no dataset claim
    if not sentence_datasets:
        phrase_before = _last(_COLLECTION_ON.finditer(text, sentence_start, number.start))
        if phrase_before is not None and not _NEW_PREDICATE.search(text, phrase_before.end(), number.start) and \
                any(word.lower() not in _VAGUE_MODIFIERS for word in phrase_before.group("np").split()[:-1]):  # fmt: skip
            return Role(phrase_before.group("np"), span=phrase_before.span("np"))
    return None


_EVALUATION_SPLITS = frozenset(["evaluation", "test", "testing", "validation", "dev", "development", "held-out",
                                "blind", "hidden", "private", "public"])
_EVALUATED_ON = re.compile(r"\b(?:on|in)\s+(?:the\s+)?$")
_COLLECTION_ON = re.compile(r"\bon\s+(?:(?:the|an?|two|three|four|five|several|multiple)\s+)?"
                            r"(?P<np>(?:(?!(?:across|of|for|with|in|on|from|and|or)\s)[\w\-]+\s+){0,3}(?:benchmarks?|datasets?|corpora|suites?|(?:evaluation|test) sets?))"
                            r"(?=\s*(?:[,;.)]|and\b|show|demonstrat|reveal|indicat|suggest|confirm|validat))")
# words that do not make a collection a named one: 'on two standard benchmarks' names nothing
_VAGUE_MODIFIERS = frozenset(["standard", "popular", "public", "common", "commonly", "widely-used", "various", "different",
                              "diverse", "several", "existing", "benchmark", "real-world", "challenging", "large-scale",
                              "extensive", "representative", "multiple", "many", "other", "these", "our", "new"])


_LEADING_SCOPE = re.compile(r"\s*(?:On|Across|For|In)\s+(?P<scope>(?:[^,;.]|\.(?=\d)){1,80}),")


def _crosses_clause(between: str) -> bool:
    """A comma that starts another clause ('..., and resolves', '..., while') lies between two phrases;
    ', where ...' and ', compared with ...' continue the same statement."""
    return bool(re.search(r",(?!\s*(?:where|compared|versus|vs\.?|relative|respectively)\b)", between))


def _governing_verb(tokens: Sequence[Token], number: Draft, rules: ResultRules) -> int | None:
    """Index (in tokens) of the nearest outcome verb before the number."""
    for index in range(len(tokens) - 1, -1, -1):
        token = tokens[index]
        if token.end > number.start:
            continue
        if token.lower in rules.result_verbs and not _used_as_noun(tokens, index):
            return index
    return None


def _used_as_noun(tokens: Sequence[Token], index: int) -> bool:
    """'an average IoU increase of 0.22', 'a 14% drop in recall': a change word after an article or a
    measure and before 'of' / 'in' is a noun, no verb that has a subject."""
    following = tokens[index + 1].lower if index + 1 < len(tokens) else ""
    previous = tokens[index - 1].lower if index > 0 else ""
    return following in ("of", "in") and (previous in ("a", "an", "the") or not tokens[index].lower.endswith("s"))


def _subject_before(tokens: Sequence[Token], verb: int) -> tuple[int, int] | None:
    """Token range of the noun phrase right before a verb, back to a clause break."""
    end = verb
    while end > 0 and tokens[end - 1].lower.endswith("ly") and tokens[end - 1].text.isalpha():
        end -= 1  # adverbs: 'substantially reduces'
    start = end
    while start > 0 and tokens[start - 1].lower not in _CLAUSE_BREAKS and not tokens[start - 1].text.startswith("("):
        start -= 1
        if end - start > 8:
            return None
    return (start, end) if end > start else None


_ELLIPTICAL_BEFORE = re.compile(r"\s+(?:from\s+)?")
_ELLIPTICAL_OPENING = re.compile(r"(?:[,;]\s*(?:and|while|whereas|but)?|:)\s*(?:the\s+)?$")
_FOR_METHOD = re.compile(r"(?:\s+[\w\-]+){0,2}?\s+for\s+(?:the\s+)?")  # not 'with X': a backbone


def _method_for(view: TextView, number: Draft, clause: tuple[int, int], methods: Sequence[Draft],
                proposed: Draft | None, rules: ResultRules) -> Role | None:  # fmt: skip
    """The subject of the verb that reports the number, the paper's own method for 'our method', or the
    first method named before the number in the clause."""
    # '..., and GPT-4-Turbo from 79% to 31%': an elliptical clause names its method before the value
    value_start = _range_start(number)
    for candidate in methods:
        if candidate.end <= value_start and _ELLIPTICAL_BEFORE.fullmatch(view.text, candidate.end, value_start) and \
                _ELLIPTICAL_OPENING.search(view.text, clause[0], candidate.start):  # fmt: skip
            return Role(view.text[candidate.start : candidate.end], candidate)
    # '40.3% for SimPO': the method named right after the number (and its measure)
    after = _FOR_METHOD.match(view.text, _range_end(number))
    if after is not None:
        named = next((m for m in methods if m.start == after.end()), None)
        if named is not None:
            return Role(view.text[named.start : named.end], named)
    tokens = _tokens_in(view, clause[0], clause[1])
    verb = _governing_verb(tokens, number, rules)
    if verb is not None:
        # coordinated or participial verbs share the subject of the verb before them
        while verb > 0 and (tokens[verb - 1].lower in ("and", ",", "while", "thereby") or tokens[verb].lower.endswith("ing")):
            previous = _governing_verb(tokens[: verb - 1], tokens[verb - 1], rules) if verb > 1 else None  # type: ignore[arg-type]
            if previous is None:
                break
            verb = previous
        subject = _subject_before(tokens, verb)
        if subject is not None:
            role = _subject_role(view, tokens, subject, methods, proposed, rules)
            if role is not None:
                return role
            if tokens[subject[0]].lower in _QUANTIFIERS or tokens[subject[0]].lower in _PRONOUNS - {"our", "its"}:
                return _first_method_before(view, number, clause, methods)
    leading = _leading_subject(tokens, number, rules)
    if leading is not None:
        role = _subject_role(view, tokens, leading, methods, proposed, rules)
        if role is not None:
            return role
    return _first_method_before(view, number, clause, methods)


def _leading_subject(tokens: Sequence[Token], number: Draft, rules: ResultRules) -> tuple[int, int] | None:
    """The noun phrase opening a clause, after an enumerator: '(iv) our failure taxonomy works as ...'."""
    start = 0
    while start < len(tokens) and (tokens[start].text in "()[]" or re.fullmatch(r"[ivx]+|\d+|[a-h]", tokens[start].lower)):
        start += 1
    end = start
    while end < len(tokens) and end - start < 5 and tokens[end].end <= number.start:
        token = tokens[end]
        if not re.fullmatch(r"[A-Za-z][\w\-–.]*", token.text) or token.lower in rules.result_verbs:
            break
        if end > start and (token.lower in rules.reporting_verbs or
                            (end + 1 < len(tokens) and tokens[end + 1].lower == "that")):  # fmt: skip
            break  # 'Our results show that ...', 'our analysis demonstrates ...': the verb
        if end > start and token.lower.endswith("s") and end + 1 < len(tokens) and tokens[end + 1].lower in (
                "as", "on", "in", "to", "by", "with", "for", "at", "that", "a", "an", "the", "its", "their",
                "first", "second", "third", "top"):  # fmt: skip
            break  # 'taxonomy works as', 'system places third', 'analysis reveals a': the verb
        end += 1
    return (start, end) if end > start and tokens[start].lower in _LEADING_WORDS else None


def _first_method_before(view: TextView, number: Draft, clause: tuple[int, int],
                         methods: Sequence[Draft]) -> Role | None:  # fmt: skip
    text = view.text
    for method in methods:
        if clause[0] <= method.start and method.end <= number.start:
            between = text[clause[0] : method.start].lower()
            if re.search(r"\b(?:over|than|versus|vs\.?|against|compared (?:to|with)|relative to|outperforms?|exceeds?|surpass(?:es)?)\s+(?:the\s+)?$", between):
                continue
            return Role(text[method.start : method.end], method)
    return None


def _subject_role(view: TextView, tokens: Sequence[Token], subject: tuple[int, int], methods: Sequence[Draft],
                  proposed: Draft | None, rules: ResultRules) -> Role | None:  # fmt: skip
    text = view.text
    first, last = tokens[subject[0]], tokens[subject[1] - 1]
    inside = [m for m in methods if first.start <= m.start and m.end <= last.end]
    # 'ViT models pretrained with DINOv2 retain ...': the head of the phrase, not what it was made with
    heads = [m for m in inside if not re.search(r"\b(?:with|by|using|from|on|of|via)\s+(?:the\s+)?$",
                                                 text[first.start : m.start])]  # fmt: skip
    if heads:
        chosen = heads[-1] if len(heads) == len(inside) else heads[0]
        return Role(text[chosen.start : chosen.end], chosen)
    while subject[1] - subject[0] > 1 and tokens[subject[0]].lower in ("with", "by", "using", "and"):
        subject = (subject[0] + 1, subject[1])  # ', with our models achieving ...': the models
        first = tokens[subject[0]]
    while subject[1] - subject[0] > 1 and tokens[subject[1] - 1].lower.endswith("ly") and tokens[subject[1] - 1].text.isalpha():
        subject = (subject[0], subject[1] - 1)  # 'This self-improving strategy effectively ...': the strategy
        last = tokens[subject[1] - 1]
    words = [t.lower for t in tokens[subject[0] : subject[1]]]
    if words in (["it"], ["this"]) and proposed is not None:
        return Role(text[proposed.start : proposed.end], proposed)  # 'it reduces ...': the paper's own method
    if words[0] in _QUANTIFIERS or (len(words) == 1 and words[0] in _PRONOUNS):
        return None
    head = words[-1]
    if head in rules.report_nouns:
        return None  # 'Our results show that X ...', 'our analysis reveals ...': a report, no system
    noun = head[:-1] if head.endswith("s") and head[:-1] in rules.reference_nouns else head
    refers = words[0] in ("our", "this", "these") or "proposed" in words
    if refers and noun in rules.reference_nouns and proposed is not None:
        return Role(text[proposed.start : proposed.end], proposed)  # 'our approach', 'this strategy', 'our models'
    if words[0] == "our" and len(words) > 2:
        cut = next((i for i, word in enumerate(words[1:], 1) if word in rules.reference_nouns), None)
        if cut is not None:  # 'our end-to-end system achieved average BLEU': the phrase ends at its noun
            last = tokens[subject[0] + cut]
    if words[0] == "our" and len(words) > 1:
        start = tokens[subject[0] + 1].start
        return Role(text[start : last.end], span=(start, last.end))  # 'our failure taxonomy'
    if words[0] in ("it", "this") and len(words) == 1 and proposed is not None:
        return Role(text[proposed.start : proposed.end], proposed)
    surface = text[first.start : last.end]
    looks_named = any(ch.isupper() for ch in surface[1:]) or "-" in surface
    if head in rules.metric_heads:
        return None  # 'MMLU accuracy falls by 7.2 points': the subject is the measure
    if len(words) <= 6 and (head in rules.model_nouns or looks_named) and head not in _PRONOUNS:
        if words[0] in ("a", "an", "the") and len(words) > 1:  # 'the best open 7B model': no article
            first = tokens[subject[0] + 1]
            if len(words) == 2 and not looks_named:
                return None  # 'the model' names nothing
        return Role(text[first.start : last.end], span=(first.start, last.end))
    return None


def _baseline_for(view: TextView, number: Draft, clause: tuple[int, int], methods: Sequence[Draft],
                  rules: ResultRules) -> Role | None:  # fmt: skip
    """'over SparseGPT', 'than GRPO', 'within 0.026 of SparseGPT', 'outperforms B by N', 'improves the base
    model by N' - between the verb and the number, or right after the number."""
    text = view.text
    after = text[_range_end(number) : clause[1]]
    found = rules.baseline_after.match(after)
    if number.fields.get("approx") == "within":
        found = re.match(r"\s*of\s+(?P<np>[^,;.()]+)", after) or found
    if found:
        return _phrase_role(view, _range_end(number) + found.start("np"), found.group("np"), methods, rules)
    leading = re.match(r"\s*(?:[Cc]ompared (?:with|to)|[Rr]elative to|[Aa]gainst|[Oo]ver)\s+(?P<np>[^,;.]+),", text[clause[0] : number.start])
    if leading:
        return _phrase_role(view, clause[0] + leading.start("np"), leading.group("np"), methods, rules)
    window_start = max(clause[0], number.start - 120)
    before = text[window_start : number.start]
    compared = _last(rules.baseline_by.finditer(before))
    if compared:
        return _phrase_role(view, window_start + compared.start("np"), compared.group("np"), methods, rules)
    objected = rules.compared_by.search(before)
    if objected:
        role = _phrase_role(view, window_start + objected.start("np"), objected.group("np"), methods, rules)
        words = objected.group("np").lower().split()
        if role is not None and (role.draft is not None or words[-1] in rules.model_nouns):
            return role
    return _sentence_comparison(view, number, clause, methods, rules)


# A comparison anywhere in the clause: 'show substantial improvements over baseline approaches, with our
# models achieving up to 50%', 'achieved the lowest FID of 30.06, outperforming baseline models'
_COMPARISON = re.compile(
    r"\b(?:outperform(?:s|ed|ing)?|surpass(?:es|ed|ing)?|exceed(?:s|ed|ing)?|beat(?:s|ing)?|"
    r"(?:improvements?|gains?|advantages?|superiority)\s+over|(?:better|higher|lower|greater|more|less|faster)\s+than|"
    r"compared\s+(?:to|with)|relative\s+to|lags?\s+behind|lagging\s+behind)\s+"  # not 'vs.': 'normal vs. abnormal'
    r"(?P<np>[A-Za-z][^,;()]{0,79}?)(?=[,;()]|\.(?!\d)|\s[~≈]?\d[\d.]*\s*(?:%|x\b|×|times|points|pp)|'s\b|$)")


_NEW_PREDICATE = re.compile(r"\b(?:and|but|while|whereas)\s+(?:\w+ly\s+)?(?:achiev|resolv|reach|obtain|attain|yield|"
                            r"deliver|record|scor|maintain|retain|enabl|show)\w*")


def _sentence_comparison(view: TextView, number: Draft, clause: tuple[int, int], methods: Sequence[Draft],
                         rules: ResultRules) -> Role | None:  # fmt: skip
    """The one thing the clause compares against, before or after the value, when nothing nearer says."""
    text = view.text
    found = list(_COMPARISON.finditer(text, clause[0], clause[1]))
    phrases = {_compared_phrase(match.group("np")).lower() for match in found}
    if len(phrases) != 1:
        return None  # none, or several compared things: which one is this value's is not said
    match = found[0]
    phrase = _compared_phrase(match.group("np"))
    phrase_end = match.start("np") + len(phrase)
    if match.start() <= _range_end(number) and number.start <= phrase_end:
        return None  # the value is inside the comparison ('better than 0.5')
    between = text[_range_end(number) : match.start()] if number.start < match.start() else text[phrase_end : number.start]
    if re.search(r"\d", between) or _NEW_PREDICATE.search(between):
        return None  # 'an accuracy of 77.78%, an 11.11% improvement over X': X is the other value's baseline;
        # 'outperforms X and achieves F1-scores of 0.922': a score of its own, compared with nothing
    role = _phrase_role(view, match.start("np"), phrase, methods, rules)
    if role is None or role.text.split()[0].lower() in _PRONOUNS | _QUANTIFIERS:
        return None  # 'improving on them', 'than all': no name
    if role.draft is None and role.text.split()[-1].lower() in rules.metric_heads | {"of"}:
        return None  # 'surpasses an accuracy of 95%': a measure, no system
    return role


def _compared_phrase(phrase: str) -> str:
    """'traditional fine-tuning methods and achieves ...' -> 'traditional fine-tuning methods'."""
    phrase = re.split(r"\s+(?:and|but|while|whereas)\s+(?:\w+ly\s+)?[a-z]+(?:s|ed|ing)\b", phrase)[0]
    phrase = re.sub(r"^(?:those|that)\s+of\s+", "", phrase)  # 'surpass those of prominent models'
    return re.split(r"\s+(?:due|because|thanks|when|which|that|who|where|whose|despite|[a-z]+ly)\b", phrase)[0].strip(" '’")


def _phrase_role(view: TextView, start: int, phrase: str, methods: Sequence[Draft],
                 rules: ResultRules) -> Role | None:  # fmt: skip
    phrase = re.split(r"\s+(?:on|in|at|across|for|with|by|under|while|and\s+(?:is|are|achieves?))\b", phrase)[0].strip()
    phrase = re.sub(r"\s+(?:and|or)$", "", phrase)  # 'over Contriever and by 2.1 points over E5': 'Contriever'
    if not phrase or phrase[0].isdigit():
        return None
    determiner = re.match(r"(?:a|an|the|our|their|its|this|these|those)\s+", phrase, re.IGNORECASE)
    if determiner:
        phrase, start = phrase[determiner.end() :], start + determiner.end()
    if not phrase:
        return None
    end = start + len(phrase)
    inside = [m for m in methods if start <= m.start and m.end <= end]
    # the phrase as written ('single-inference RandOpt'), linked to the claim it names
    return Role(phrase, inside[0] if inside else None, span=(start, end))


def negation_before(view: TextView, number: Draft, clause: tuple[int, int], rules: ResultRules) -> re.Match[str] | None:
    """A negation that scopes over the value, in the manner of ConText / negspacy: a trigger before it in the
    clause ('does not improve', 'fails to outperform', 'no significant gain', 'without any improvement'),
    with no terminator ('but', 'however', 'while', ...) between the trigger and the value."""
    window = view.text[clause[0] : number.start]
    trigger = _last(rules.negation_trigger.finditer(window))
    if trigger is None or rules.negation_terminator.search(window, trigger.end()):
        return None
    scope = window[trigger.end() :]
    if len(scope) > 80 or _SCOPE_BREAK.search(scope) or window[: trigger.start()].count("(") > window[: trigger.start()].count(")"):
        return None  # too far, across a new clause, or inside a parenthesis ('71.3% (not pretrained)')
    return trigger


# a comma ends a negation's scope unless a participle continues the predicate ('fails to outperform the
# baseline, dropping F1 by 2.3 points'); so do relative clauses and a closing parenthesis
_SCOPE_BREAK = re.compile(r",(?!\s*(?:\w+ing|which\s+(?:stays?|remains?|is|was|stands?|stood))\b)"
                          r"|\b(?:which|that|who|where)\b(?!\s+(?:stays?|remains?|is|was|stands?|stood)\b)|\)")
# ... and 'does not improve accuracy on MMLU, which stays at 61.2%' keeps it: the value is the unchanged one


def _direction(view: TextView, number: Draft, clause: tuple[int, int], rules: ResultRules,
               negation: re.Match[str] | None = None) -> str | None:  # fmt: skip
    """What the sentence says the value did: a sign, 'from A to B', or the change words around it; the verb a
    negation governs says nothing ('does not improve accuracy, which stays at 61.2%': no direction)."""
    text = view.text
    value = number.fields["value"]
    surface = text[number.start : number.end]
    if surface.startswith("+"):
        return "increase"
    if surface.startswith(("-", "−")):
        return "decrease"
    partner = number.refs.get("range_with")
    if isinstance(partner, Draft) and re.search(r"\bfrom\s+$", text[max(0, min(number.start, partner.start) - 8) : min(number.start, partner.start)]):
        first, second = sorted((number, partner), key=lambda d: d.start)
        return "increase" if second.fields["value"] > first.fields["value"] else "decrease"
    start = max(clause[0], number.start - 60)
    if negation is not None:
        negated_verb = re.match(r"\s*(?:\w+\s+){0,1}?[\w\-]+", text[clause[0] + negation.end() :])
        start = max(start, clause[0] + negation.end() + (negated_verb.end() if negated_verb else 0))
    window = text[start : min(clause[1], number.end + 25)].lower()
    words = re.findall(r"[\w\-]+", window)
    down = [w for w in words if w in rules.decrease_words]
    up = [w for w in words if w in rules.increase_words]
    if number.fields.get("unit") == "x" and "speedup" in words:
        return "increase"
    if down and not up:
        return "decrease"
    if up and not down:
        return "increase"
    del value
    return None


# ---------------------------------------------------------------------------------------------------------
# Respectively lists


def _coordinated_groups(view: TextView, drafts: Sequence[Draft]) -> list[list[Draft]]:
    """Runs of drafts joined by ', ', ' and ', ', and ' only: '3.49%, 3.13%, and 10.66%'."""
    groups: list[list[Draft]] = []
    current: list[Draft] = []
    for draft in sorted(drafts, key=lambda d: d.start):
        if current and re.fullmatch(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", view.text[current[-1].end : draft.start]):
            current.append(draft)
        else:
            if len(current) > 1:
                groups.append(current)
            current = [draft]
    if len(current) > 1:
        groups.append(current)
    return groups


def _respectively(view: TextView, number_groups: Sequence[Sequence[Draft]],
                  entities: Sequence[Draft]) -> dict[int, dict[str, Draft]]:  # fmt: skip
    """Pair a list of numbers with the list of names that follows it: 'X, Y and Z in A, B and C'."""
    pairs: dict[int, dict[str, Draft]] = {}
    by_type: dict[str, list[Draft]] = {}
    for entity in entities:
        by_type.setdefault(entity.type, []).append(entity)
    for group in number_groups:
        for entity_type, items in by_type.items():
            for names in _coordinated_groups(view, items):
                if len(names) != len(group):
                    continue
                gap = view.text[group[-1].end : names[0].start]
                after = re.fullmatch(r"[^.;]{0,30}?\b(?:in|on|for|of|across)\s+(?:the\s+)?", gap)
                # 'On the ALFWorld and WebShop benchmarks, X achieves 87.3% and 62.1%, respectively'
                sentence_end = view.sentence_at(group[-1].start)[1]
                before = names[-1].end <= group[0].start and view.sentence_at(names[0].start) == \
                    view.sentence_at(group[0].start) and "respectively" in view.text[group[-1].end : sentence_end]  # fmt: skip
                if after or before:
                    for number, name in zip(group, names, strict=True):
                        pairs.setdefault(id(number), {})["metric" if entity_type == "metric" else entity_type] = name
    return pairs


def _respective_phrases(view: TextView, group: Sequence[Draft]) -> list[str] | None:
    """'outperforming human-labeled and embedding-based baselines by ... 17.64 and 18.02 ..., respectively':
    the shared head distributed over the coordinated modifiers, one phrase per number."""
    sentence_end = view.sentence_at(group[-1].start)[1]
    if "respectively" not in view.text[group[-1].end : sentence_end]:
        return None
    before = view.text[view.sentence_at(group[0].start)[0] : group[0].start]
    found = re.search(r"\b(?:outperform\w*|over|than|exceed\w*|surpass\w*)\s+(?P<mods>(?:[\w\-]+,?\s+)+?and\s+[\w\-]+)\s+(?P<head>\w+)\s+by\b", before)
    if not found:
        return None
    modifiers = [m.strip() for m in re.split(r",\s*|\s+and\s+", found.group("mods")) if m.strip() and m.strip() != "and"]
    if len(modifiers) != len(group):
        return None
    return [f"{modifier} {found.group('head')}" for modifier in modifiers]


# ---------------------------------------------------------------------------------------------------------


def find_results(view: TextView, numbers: Sequence[Draft], entities: Sequence[Draft],
                 rules: ResultRules) -> list[FoundResult]:  # fmt: skip
    """One result per outcome number, with the roles its clause fills."""
    if not numbers:
        return []  # many abstracts report no number at all
    all_metrics = _ByPosition([e for e in entities if e.type == "metric"])
    all_datasets = _ByPosition([e for e in entities if e.type == "dataset"])
    all_methods = _ByPosition([e for e in entities if e.type in ("method", "model")])
    all_numbers = _ByPosition(numbers)
    proposed = next((e for e in all_methods.drafts if e.type == "method" and e.fields.get("proposed")), None)
    clause_spans = clauses(view)
    number_groups = _coordinated_groups(view, numbers)  # '3.49%, 3.13%, and 10.66%'
    paired = _respectively(view, number_groups, entities)
    respective: dict[int, str] = {}
    for group in number_groups:
        phrases = _respective_phrases(view, group)
        if phrases:
            respective.update({id(number): phrase for number, phrase in zip(group, phrases, strict=True)})
    group_of = {id(n): group for group in number_groups for n in group}
    # a measure written right after a number belongs to that number
    claimed = {id(m) for n in numbers for m in all_metrics.within(n.end, n.end + 5)}
    found: list[FoundResult] = []
    for number in sorted(numbers, key=lambda d: d.start):
        clause = _clause_of(clause_spans, number.start)
        sentence = view.sentence_at(number.start)
        metrics = all_metrics.within(*clause)
        datasets = all_datasets.within(*clause)
        methods = all_methods.within(sentence[0], sentence[1])
        if not is_outcome(view, number, all_numbers.within(*sentence), metrics, rules):
            continue
        pair = paired.get(id(number), {})
        roles: dict[str, Role | None] = {}
        metric_pair = pair.get("metric")
        roles["metric"] = Role(view.text[metric_pair.start : metric_pair.end], metric_pair) if metric_pair else \
            _metric_for(view, number, clause, metrics, claimed, rules)  # fmt: skip
        dataset_pair = pair.get("dataset")
        roles["dataset"] = Role(view.text[dataset_pair.start : dataset_pair.end], dataset_pair) if dataset_pair \
            else _dataset_for(view, number, clause, datasets, all_datasets.within(*sentence), rules)  # fmt: skip
        roles["method"] = _method_for(view, number, clause, methods, proposed, rules)
        if id(number) in respective:
            roles["baseline"] = Role(respective[id(number)])
        else:
            roles["baseline"] = _baseline_for(view, number, clause, methods, rules)
        _inherit(view, number, roles, found, group_of.get(id(number)))
        if roles["method"] is None and clause[0] > view.sentence_at(number.start)[0]:
            sentence = view.sentence_at(number.start)
            first_clause = _clause_of(clause_spans, sentence[0])
            roles["method"] = _clause_subject(view, first_clause, methods, proposed, rules)
        if _is_range_start(view, number):
            roles["method"] = None  # 'from 0.506 to 0.110': the earlier value is the baseline's
        if roles["baseline"] is not None and roles["method"] is not None and roles["baseline"].text == roles["method"].text:
            roles["baseline"] = None
        negation = negation_before(view, number, clause, rules)
        direction = _direction(view, number, clause, rules, negation)
        shared = group_of.get(id(number))
        if found and shared is not None and found[-1].number in shared:
            direction = found[-1].direction or direction  # a list shares its verb: 'improves ... by 1.02% and 1.36%'
        found.append(FoundResult(clause[0], clause[1], number, "result/clause", roles, direction,
                                 negated=negation is not None))  # fmt: skip
    # '... by 4.1%, 3.6% and 2.9%, respectively, over VideoMAE': the baseline named after a list is every item's
    for group in number_groups:
        members = [result for result in found if result.number in group]
        baseline = next((r.roles["baseline"] for r in reversed(members) if r.roles.get("baseline")), None)
        for result in members:
            if result.roles.get("baseline") is None:
                result.roles["baseline"] = baseline
        # '+3.1 and +2.7 chrF++': a measure written right after the list's last number is the list's measure
        if not members:
            continue
        metric = members[-1].roles.get("metric")
        if metric is not None and metric.draft is not None and metric.draft.start >= members[-1].number.end and \
                re.fullmatch(r"\s*(?:in\s+(?:the\s+)?)?", view.text[members[-1].number.end : metric.draft.start]):  # fmt: skip
            for result in members:
                result.roles["metric"] = metric
    # '... compared to baselines by 52.2% for indoor and 53.2% for outdoor', 'with area efficiency of 63.8%,
    # delay efficiency of 65.9%': parallel items of one clause share its baseline
    for previous, result in pairwise(found):
        if result.roles.get("baseline") is None and previous.roles.get("baseline") is not None \
                and previous.start == result.start and _parallel_items(view, previous.number, result.number, rules):  # fmt: skip
            result.roles["baseline"] = previous.roles["baseline"]
    return found


def _parallel_items(view: TextView, first: Draft, second: Draft, rules: ResultRules) -> bool:
    """Two values listed side by side: a comma or 'and' between them, a few words and no verb of their own."""
    between = view.text[_range_end(first) : _range_start(second)]
    words = re.findall(r"[A-Za-z][\w\-]*", between)
    return bool(re.search(r",|\band\b", between)) and len(words) <= 5 and not re.search(r"[;:()]", between) and \
        not any(word.lower() in rules.result_verbs or word.lower() in rules.comparison_verbs for word in words)  # fmt: skip


def _inherit(view: TextView, number: Draft, roles: dict[str, Role | None], found: Sequence[FoundResult],
             group: Sequence[Draft] | None) -> None:  # fmt: skip
    """Roles a number shares with the result before it: along a list ('by 1.02% and 1.36%') every role the
    first fills; across 'while' in the same sentence ('..., while reducing cost by 1.73x') the baseline."""
    if not found:
        return
    previous = found[-1]
    if group is not None and previous.number in group:
        for role in ROLES:
            if roles.get(role) is None and previous.roles.get(role) is not None:
                roles[role] = previous.roles[role]
        return
    between = view.text[previous.number.end : number.start]
    if view.sentence_at(previous.number.start) == view.sentence_at(number.start) and re.search(r"\bwhile\b", between):
        if roles.get("baseline") is None:
            roles["baseline"] = previous.roles.get("baseline")
        if roles.get("method") is None:
            roles["method"] = previous.roles.get("method")


def _clause_subject(view: TextView, clause: tuple[int, int], methods: Sequence[Draft], proposed: Draft | None,
                    rules: ResultRules) -> Role | None:  # fmt: skip
    """The method a clause is about: the subject of its first outcome verb."""
    tokens = _tokens_in(view, clause[0], clause[1])
    for index, token in enumerate(tokens):
        if token.lower in rules.result_verbs:
            subject = _subject_before(tokens, index)
            if subject is not None:
                return _subject_role(view, tokens, subject, methods, proposed, rules)
            return None
    return None


def _is_range_start(view: TextView, number: Draft) -> bool:
    partner = number.refs.get("range_with")
    if not isinstance(partner, Draft) or partner.start < number.start:
        return False
    return bool(re.search(r"\bfrom\s+$", view.text[max(0, number.start - 8) : number.start]))
