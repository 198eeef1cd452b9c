"""Numbers written with digits, and model sizes, found in clean text (see :mod:`markup`).

Pure functions over a :class:`~abstract_claims.markup.Markup`: :func:`find_numbers` returns every reported
number with its value, unit, kind, qualifier, symbol and range partner; :func:`find_model_sizes` groups the
parameter counts among them into model sizes. Offsets are clean-text offsets; the extractor maps them back
to the source. Digits inside names (GPT-5.1, WikiText-2, pass@1), labels (Table 3, Art. 11), enumerators,
citations, years, URLs, ratios (2:4) and indices inside formulas are not numbers.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from .markup import Markup
from .rules import RuleSet, UnitRule

SCALES = {"K": 1e3, "k": 1e3, "M": 1e6, "B": 1e9, "T": 1e12}
SCALE_WORDS = {"thousand": "K", "million": "M", "billion": "B", "trillion": "T",
               "thousands": "K", "millions": "M", "billions": "B", "trillions": "T"}  # '500 millions parameters'


# Where a name-like chunk around digits ends: whitespace, brackets, separators and relations.
_CHUNK_DELIMITERS = frozenset(" \t\r\n()[]{},;:=<>≤≥≈∼~∈\"'`|")
# a decimal comma where no thousands reading fits: one or two digits after it, then a percent ('72,64%')
# (each pattern that starts with digits opens with '(?=\d)': the engine then passes over every other position
# at once instead of trying its lookbehind and alternatives there; 4x faster, same matches)
# _NUMBER opens with the digit itself, its lookbehind moved after it ('(?<![\d.,])' before the first digit is
# '(?<![\d.,]\d)' after it): a pattern led by a character class lets the engine skip to the next digit in C, about
# twice as fast again as the lookahead; the alternatives are the same, less their first digit
_NUMBER = re.compile(r"\d(?<![\d.,]\d)(?:\d*,\d{1,2}(?=\s?%)|\d{0,2}(?:,\d{3})+(?![\d])|\d*)(?:\.\d+)?")
# _NUMBER for a text that is all ASCII, where '\d' is [0-9]: the engine skips to the next digit by a range test
# of each character instead of a look-up of its Unicode class, twice as fast over the whole text (same matches)
_NUMBER_ASCII = re.compile(r"[0-9](?<![0-9.,][0-9])(?:[0-9]*,[0-9]{1,2}(?=\s?%)|[0-9]{0,2}(?:,[0-9]{3})+(?![0-9])|[0-9]*)"
                           r"(?:\.[0-9]+)?")
_DECIMAL_COMMA = re.compile(r"\d+,\d{1,2}")
# values listed with no space after their commas, which _NUMBER's lookbehind passes over (it keeps '1,000' one
# number): after a decimal ('[0.10,0.22]', '{0.15,0.25,0.35}'), or in brackets holding only such a list ('[0,1]')
_COMMA_DIGIT = re.compile(r",\d")
_LIST_VALUE = re.compile(r"\d+(?:\.\d+)?")
_TIGHT_BRACKETED_LIST = re.compile(r"[\[({]\d{1,2}(?:\.\d+)?(?:,\d{1,2}(?:\.\d+)?)+[\])}]")
# exponents of at most three digits: '5e99999999' is no reported value (and 10**99999999 never finishes)
_SCIENTIFIC_E = re.compile(r"[eE](?P<exp>[-+−]?\d{1,3})(?![\w])")
_SCIENTIFIC_TEN = re.compile(r"\s?[×x·]\s?10\^\{?(?P<exp>[-+−]?\d{1,3})\}?(?!\d)")
_POWER_OF_TEN = re.compile(r"\^\{?(?P<exp>[-+−]?\d{1,3})\}?(?!\d)")
_FRACTION = re.compile(r"/(?P<den>\d+)(?![\d./])")
# (led by the digit, its lookbehind after it as in _NUMBER: the engine skips to the digits, where '(?=\d)' first
# was tried at every character)
_MIXTURE_OF_EXPERTS = re.compile(
    r"(?P<total>\d(?<![\w.]\d)\d*(?:\.\d+)?)(?P<ts>[KMBT])-A(?P<active>\d+(?:\.\d+)?)(?P<as>[KMBT])(?![\w])"
)
# an image or tensor shape is no reported value: '512×512×256', '224 x 224' (not '4 × 10^5', '3.3x')
_SHAPE = re.compile(r"\d(?<![\w.]\d)\d*(?:\s?[×xX]\s?\d+)+(?![\w.^])")  # (digit-led, as _MIXTURE_OF_EXPERTS)
# a times sign before a digit: every match of _SHAPE holds one, and this scan costs a quarter of _SHAPE's
_SHAPE_TIMES = re.compile(r"[×xX]\s?\d")
# links, identifiers and e-mail addresses: each alternative is compiled in only when the text holds what it
# needs (the e-mail one backtracks over every word of the text, ~100 us a document, and needs an '@'). Each is
# case-insensitive within itself; the link's leads with its first letter in both cases ('h' and 'w' fold to no
# other letter), so the engine skips to those letters in C, where a pattern case-insensitive as a whole is tried
# at every position (3x faster in the texts with a link, same matches)
_URL_ALTERNATIVES = (r"[hHwW](?:(?<=[hH])(?i:ttps?://)|(?<=[wW])(?i:ww\.))\S+", r"(?i:\b(?:arXiv|doi):\s?\S+)",
                     r"(?i:[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)*\.[A-Za-z]{2,})")
# what a match of 'arXiv:' or 'doi:' ends with, in any case IGNORECASE allows ('ı' and 'İ' match 'i' there)
_IDENTIFIER_ENDS = ("v:", "V:", "i:", "I:", "ı:", "İ:")
# (a reference number never starts with 0: '[0, 1]' is an interval)
_CITATION = re.compile(r"\[\s*[1-9]\d*(?:\s*[,–\-]\s*[1-9]\d*)*\s*\]")
_SYMBOL_BEFORE = re.compile(
    r"(?P<symbol>(?<![\w])[^\W\d_][\w']*(?:_\w+)?)\s*(?P<relation>:=|=|≈|≃|<|>|≤|≥|⩽|⩾)\s*$"
)
_RELATION_CHARACTERS = frozenset("=≈≃<>≤≥⩽⩾")  # the last characters of _SYMBOL_BEFORE's relations
_RELATION_APPROX = {"≈": "~", "≃": "~", "<": "less than", ">": "more than", "≤": "at most", "⩽": "at most",
                    "≥": "at least", "⩾": "at least"}  # fmt: skip
# white space after a number: arXiv abstracts are hard-wrapped, so one line break is a space too
_GAP = r"(?:[ \t]+|[ \t]*\r?\n[ \t]*)"
_GAP_STARTS = frozenset(" \t\r\n")  # the characters _GAP can start with
_WORD_AFTER = re.compile(_GAP + r"(?P<word>[^\s,;:()\[\]{}!?\"'.][^\s,;:()\[\]{}!?\"']*?)(?=[\s,;:()\[\]{}!?\"']|\.(?:\s|$)|$)")
# a version after a model family's name, before a size: 'Gemma 2 9B', 'Qwen 1.5 0.5B'
_MODEL_SIZE_AFTER_VERSION = re.compile(r"(?:^|(?<=[\s(]))(?P<family>[^\s(]+) \d+(?:\.\d+)? $")
_PER = re.compile(_GAP + r"per" + _GAP + r"(?P<word>[A-Za-z][a-z]+)(?![\w-])")
# a symbol defined as a count: 'recurrence counts r', 'the number of layers L'
_COUNT_SYMBOL = re.compile(
    r"(?:\b(?P<noun>[a-z]{3,})[ -]counts?|\bnumber of (?P<noun2>[a-z]{3,}))\s+(?P<symbol>[^\W\d_]\w?)(?![\w])"
)
_SET_MEMBER = re.compile(r"(?P<symbol>(?<![\w])[^\W\d_]\w?)\s*∈\s*\{[\d.,\s]*$")
# a short aside in parentheses between a count and its noun: '22 (0.08%) samples'
_PARENTHETICAL = re.compile(r"\s?\([^()]{1,20}\)")
# what may follow a count that leaves its noun unsaid: '13 (54%)', '1,200 are for ...'
_ELLIPSIS_AFTER = re.compile(r"\s*(?:\(|(?:are|were|is|was|remain|remained)\b)")
# words that may stand between a count and its noun: '75 remote sensing vision foundation models'
_MAX_MODIFIERS = 4
_DEGREES_OF_FREEDOM = re.compile(r"degrees? of freedom\b", re.IGNORECASE)
_PREVIOUS_WORD = re.compile(r"(?P<word>[^\s~(\[]+)[\s~]*$")  # what _previous_word reads
_PREVIOUS_WORD_REVERSED = re.compile(r"[\s~]*(?P<word>[^\s~(\[]*)")  # the same, on the reversed window
_NOT_IN_PREVIOUS_WORD = frozenset("~([")
_SENTENCE_START = re.compile(r"(?:^|[.!?]\s+)[^.!?]*$")
_GREEK = re.compile(r"^[\u0370-\u03ff]")
_PARAMETER_WORD = re.compile(r"(?:\s+|-)(?:parameters?|params?)\b", re.IGNORECASE)
_EXPONENT_OR_INDEX = frozenset("^_")
_CURRENCY_SIGNS = frozenset("$€£¥")
# a dash after a lower-case word is a pause, not a name's hyphen: 'tasks--57.5%' ('--' is read as '–')
_PAUSE_DASH = re.compile(r"(?<=[a-z]{3})(?:--+|—|–)")
_PERCENT_AFTER = re.compile(r"(?:\.\d+)?\s?%")
_LANGUAGE_MODEL_ACRONYM = re.compile(r"[A-Z]*L[A-Z]?Ms?")  # LLMs, VLMs, LVLMs, MLLMs, SLMs, LMMs
# a unit symbol written on the number: '350ms', '24GB', '0.2dB', '−23.5‰', '20°C'
_GLUED_SYMBOL = re.compile(r"[A-Za-zµμΩ°‰‱][A-Za-zµμΩ°‰‱/]{0,5}(?![\w])")
_POINT_ZERO = re.compile(r"\d+\.0")  # a version after a name: 'HAPS 2.0'
_EDITION = re.compile(r"(?:19|20)\d\d")  # an edition after a name: 'AIME 2024'
# an all-capital word: a number after it is part of a name ('RTX 4090'), unless the word is a metric or currency
_ACRONYM_WORD = re.compile(r"[A-Z]{2,6}")
_RANGE_ON = re.compile(r"\s?[-–—]\s?\d|\s+to\s+\d")
# the characters the fraction, scientific and power-of-ten patterns can start with (besides white space)
_NOTATION_STARTS = frozenset("/eE×x·^")
_MODIFIER_SUFFIXES = ("ed", "al", "ic", "ive", "ous", "ing", "ful", "ary", "ent", "ant", "ble", "ar", "er", "est")


@dataclass(slots=True)
class FoundNumber:
    """A number in clean-text offsets. ``start``/``end`` is the claim span (sign, digits, attached unit)."""

    start: int
    end: int
    core_end: int  # end of the digits (and fraction / exponent)
    tail: int  # end of everything read as part of the number, including a unit separated by markup
    value: float
    kind: str
    rule: str
    unit: str | None = None
    quantity: str | None = None  # what a measurement unit measures: 'time', 'data storage', ...
    approx: str | None = None
    symbol: str | None = None
    scale: str | None = None
    scale_end: int | None = None
    partner: int | None = None  # index of the other end of a range
    joiner: str | None = None  # how this number joins its partner: "-", "to", "and"
    explicit_parameters: bool = False
    active_of: int | None = None  # for the active count of a mixture-of-experts size: index of the total
    keep_span: bool = False  # span may cross markup (scientific notation)


@dataclass(slots=True)
class FoundModelSize:
    start: int
    end: int
    parameters: float
    rule: str
    numbers: list[int] = field(default_factory=list)
    low: float | None = None
    high: float | None = None
    active_parameters: float | None = None


class NumberRules:
    """The number rules of a :class:`RuleSet`, compiled once."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules

    @cached_property
    def adjacent_units(self) -> list[tuple[str, UnitRule]]:
        pairs = [(surface, rule) for rule in self.rules.units if rule.attach in ("adjacent", "either")
                 for surface in rule.surfaces]  # fmt: skip
        return sorted(pairs, key=lambda pair: -len(pair[0]))

    @cached_property
    def adjacent_units_by_first(self) -> dict[str, list[tuple[str, UnitRule]]]:
        """:attr:`adjacent_units` by their first character, in the same order: only those can start at a place."""
        table: dict[str, list[tuple[str, UnitRule]]] = {}
        for surface, rule in self.adjacent_units:
            table.setdefault(surface[0], []).append((surface, rule))
        return table

    @cached_property
    def spaced_units(self) -> list[tuple[re.Pattern[str], UnitRule]]:
        pairs = [(surface, rule) for rule in self.rules.units if rule.attach in ("space", "either")
                 for surface in rule.surfaces]  # fmt: skip
        pairs.sort(key=lambda pair: -len(pair[0]))
        compiled = []
        for surface, rule in pairs:
            boundary = r"(?![\w])" if surface[-1].isalnum() or surface[-1] == "." else ""
            compiled.append((re.compile(_GAP + _phrase_pattern(surface) + boundary, re.IGNORECASE), rule))
        return compiled

    @cached_property
    def qualifier_phrases(self) -> list[str]:
        """The qualifiers written before a number, longest first: the order :attr:`qualifier_before` tries them in."""
        return sorted({phrase for rule in self.rules.qualifiers for phrase in rule.before}, key=len, reverse=True)

    @cached_property
    def qualifier_before(self) -> re.Pattern[str]:
        return _qualifier_pattern(self.qualifier_phrases)

    @cached_property
    def qualifier_final(self) -> re.Pattern[str]:
        """Matches a character that a qualifier written before a number can end with (same case folding as
        :attr:`qualifier_before`): a window whose last character is none of them holds no qualifier."""
        finals = sorted({phrase[-1] for rule in self.rules.qualifiers for phrase in rule.before})
        return re.compile("[" + "".join(re.escape(char) for char in finals) + "]", re.IGNORECASE)

    @cached_property
    def qualifier_last_words(self) -> list[str]:
        """The last words of the qualifiers written before a number, once each."""
        return sorted({_last_word(phrase) for phrase in self.qualifier_phrases})

    @cached_property
    def qualifier_last_word(self) -> re.Pattern[str]:
        """Matches at the start of a reversed window where :attr:`qualifier_before` can match the window: after the
        trailing white space, the last word of one of its phrases, reversed and in the same case folding, then (for
        phrases of several words or led by a letter) the white space or bracket that may stand before that word,
        or the window's start. Most windows end in a word that ends no qualifier ('the', 'of', 'achieves'), which
        this one match tells, where the search tries every phrase at up to :attr:`qualifier_longest` places. Group
        i is :attr:`qualifier_last_words`' word i (its search: :attr:`qualifier_by_last_word`)."""
        ends = []
        for last in self.qualifier_last_words:
            bounded = all(" " in phrase or phrase[0].isalpha()  # '\\s+' within a phrase, or a word's lead
                          for phrase in self.qualifier_phrases if _last_word(phrase) == last)  # fmt: skip
            ends.append("(" + re.escape(last[::-1]) + (r"(?:[\s(\[{,;:]|\Z)" if bounded else "") + ")")
        return re.compile(r"\s*(?:" + "|".join(ends) + ")", re.IGNORECASE)

    @cached_property
    def qualifier_by_last_word(self) -> list[re.Pattern[str]]:
        """For each of :attr:`qualifier_last_words`, :attr:`qualifier_before` with only the phrases that can end a
        window that word ends: those whose last word is that word, or ends with it, or is its own end ('most',
        'almost'). The others cannot match there, so the search finds what the whole pattern finds, trying ~3
        phrases at each place instead of 55."""
        return [_qualifier_pattern([phrase for phrase in self.qualifier_phrases
                                    if _may_end_alike(_last_word(phrase), last)])
                for last in self.qualifier_last_words]  # fmt: skip

    @cached_property
    def qualifier_longest(self) -> int:
        """Length of the longest qualifier written before a number."""
        return max((len(phrase) for rule in self.rules.qualifiers for phrase in rule.before), default=0)

    @cached_property
    def spaced_unit_any(self) -> re.Pattern[str]:
        """Matches where any of :attr:`spaced_units` does (and only there): one regex instead of one per unit. Every
        unit pattern opens with the same white space (_GAP), read once before the units: the match (only asked
        whether there is one) exists exactly when one unit matches after some reading of the gap."""
        assert all(pattern.pattern.startswith(_GAP) for pattern, _ in self.spaced_units)
        units = "|".join(f"(?:{pattern.pattern[len(_GAP) :]})" for pattern, _ in self.spaced_units)
        return re.compile(_GAP + "(?:" + units + ")", re.IGNORECASE)

    @cached_property
    def qualifier_after(self) -> re.Pattern[str]:
        phrases = sorted({phrase for rule in self.rules.qualifiers for phrase in rule.after}, key=len, reverse=True)
        return re.compile(r"[ \t]*,?[ \t]*(?P<phrase>" + "|".join(map(_phrase_pattern, phrases)) + r")\b", re.IGNORECASE)

    @cached_property
    def approx_of(self) -> dict[str, str]:
        table: dict[str, str] = {}
        for rule in self.rules.qualifiers:
            for phrase in (*rule.before, *rule.after):
                table[phrase.lower()] = rule.approx
        return table

    @cached_property
    def approx_prefixes(self) -> dict[str, str]:
        return {prefix.lower(): rule.approx for rule in self.rules.qualifiers for prefix in rule.prefixes}

    @cached_property
    def label_list(self) -> re.Pattern[str]:
        """'Tables 1 and', 'Subtasks 1, 2a,': a list of labels, whose next item is a label too."""
        words = "|".join(map(re.escape, sorted(self.label_words, key=len, reverse=True)))
        return re.compile(r"(?:^|(?<=[\s(]))(?:" + words + r")\s+\d[\w.]*(?:\s*,\s*\d[\w.]*)*\s*(?:,\s*)?(?:and|or|&|,)\s*$")

    @cached_property
    def label_words(self) -> frozenset[str]:
        words: set[str] = set()
        for rule in self.rules.exclusions:
            if not rule.previous_words_from:
                words.update(rule.previous_words)
        return frozenset(words)

    @cached_property
    def version_words(self) -> frozenset[str]:
        words: set[str] = set()
        for rule in self.rules.exclusions:
            if rule.previous_words_from:
                words.update(self.rules.lexicon(rule.previous_words_from).words)
        return frozenset(words)

    @cached_property
    def metric_names(self) -> frozenset[str]:
        """The known metrics' names, lower-cased: an integer after one is a score ('BLEU 35'), not a name's."""
        return self.rules.entity_terms("metric")

    @cached_property
    def stop_words(self) -> frozenset[str]:
        return self.rules.words("lexicon/count-stop-words")

    @cached_property
    def result_verbs(self) -> frozenset[str]:
        return frozenset(word for word in self.rules.words("lexicon/result-verbs") if word.endswith("s"))

    @cached_property
    def model_nouns(self) -> frozenset[str]:
        return self.rules.words("lexicon/model-nouns")

    @cached_property
    def data_nouns(self) -> frozenset[str]:
        return self.rules.words("lexicon/data-nouns")

    @cached_property
    def not_plural(self) -> frozenset[str]:
        return self.rules.words("lexicon/not-plural")

    @cached_property
    def irregular_plurals(self) -> dict[str, str]:
        pairs = (entry.split("=", 1) for entry in self.rules.lexicon("lexicon/irregular-plurals").words)
        return {plural.lower(): singular.lower() for plural, singular in pairs}


def singular(word: str, rules: NumberRules) -> str | None:
    """Singular lower-case form of a plural noun ('LLMs' -> 'llm', 'queries' -> 'query'), else None."""
    lower = word.lower()
    head, _, last = lower.rpartition("-")
    prefix = head + "-" if head else ""
    if last in rules.irregular_plurals:
        return prefix + rules.irregular_plurals[last]
    if len(last) < 3 or not last.endswith("s") or last in rules.not_plural or not last[:-1].isalpha():
        return None
    if last.endswith(("ss", "us", "is")) and not word[-2].isupper():
        return None
    if last.endswith("ies") and len(last) > 4:
        return prefix + last[:-3] + "y"
    if last.endswith(("ches", "shes", "sses", "xes", "zes")):
        return prefix + last[:-2]
    return prefix + last[:-1]


def _is_modifier(word: str) -> bool:
    """Words that may stand between a number and its counted noun: 'paired', 'state-of-the-art', 'GPT-5.1'."""
    if "-" in word or any(ch.isdigit() for ch in word) or word.isupper():
        return True
    return word.isalpha() and (word.islower() or word[0].isupper())


def counted_noun(text: str, position: int, value: float, rules: NumberRules) -> tuple[str, int] | None:
    """The noun a count counts ('1,500 paired prompts' -> 'prompt', '12 spoken and written genres' -> 'genre'),
    with where it ends, or None."""
    for index in range(_MAX_MODIFIERS + 1):
        match = _WORD_AFTER.match(text, position)
        if not match:
            return None
        word = match.group("word")
        lower = word.lower()
        if index and lower in ("and", "or"):
            position = match.end()  # coordinated modifiers: 'spoken and written genres'
            continue
        if lower in rules.stop_words or lower in SCALE_WORDS:
            return None
        if index and lower in rules.result_verbs:
            return None  # a verb after the subject: '0.5B even outperforms', 'a 1.5B GenPRM outperforms'
        noun = singular(word, rules)
        if noun is not None:
            # an acronym ending in s or a mass noun modifies the noun after it: '20 representative VOS methods',
            # '4,160 real NHS patients', '46 data sources', '10,000 real social media users'
            head = _WORD_AFTER.match(text, match.end()) if word.isupper() or lower in _MASS_MODIFIERS else None
            later = singular(head.group("word"), rules) if head is not None else None
            if later is not None and head is not None and head.group("word").islower():
                return later, head.end()
            return noun, match.end()
        if index == 0 and value == 1 and word.isalpha() and word.islower():
            return lower, match.end()
        if not _is_modifier(word):
            return None
        position = match.end()
    return None


def _is_count_per_item(digits: str, rate: str) -> bool:
    """A whole number of things for each item of a design ('5 summaries per document', '30 trials per class') counts
    the things (guidelines: the unit of a count is the counted noun); an average ('3.04 rhymes per line'), a
    frequency ('101 frames per second') or a unit of its own ('10 bits per pixel') is a rate."""
    numerator, _, denominator = rate.partition(" per ")
    return "." not in digits and denominator not in _RATE_DENOMINATORS and numerator not in _RATE_NUMERATORS


# what a rate is per: time, and the units of work a throughput counts ('tokens per step', 'queries per second')
_RATE_DENOMINATORS = frozenset(["second", "sec", "minute", "min", "hour", "day", "week", "month", "year", "epoch",
                                "step", "iteration", "query", "token", "call", "request", "frame"])
_RATE_NUMERATORS = frozenset(["bit", "byte", "flop", "watt", "joule", "dollar", "cent"])


def rate_unit(text: str, noun: tuple[str, int], rules: NumberRules) -> tuple[str, int] | None:
    """'frames per second' -> 'frame per second': a counted noun per another noun, with where it ends."""
    found = _PER.match(text, noun[1])
    if found is None:
        return None
    word = found.group("word")
    denominator = singular(word, rules) or word.lower()
    return f"{noun[0]} per {denominator}", found.end()


def _chunk_start(text: str, start: int) -> int:
    """Where the chunk (the run of characters outside _CHUNK_DELIMITERS) that ends at ``start`` starts. Read in
    the reversed 32 characters before it by one regex match (a loop per character cost ~1 us a name's digit:
    'Model-12'); a longer chunk, by the loop."""
    if not start or text[start - 1] in _CHUNK_DELIMITERS:
        return start
    window = text[max(0, start - _CHUNK_REACH) : start]
    run = _CHUNK_REVERSED.match(window[::-1]).end()  # type: ignore[union-attr]  # (a '*' always matches)
    if run < len(window) or start <= _CHUNK_REACH:
        return start - run
    index = start - run
    while index > 0 and text[index - 1] not in _CHUNK_DELIMITERS:
        index -= 1
    return index


_CHUNK_REACH = 32
_CHUNK_REVERSED = re.compile("[^" + "".join(map(re.escape, sorted(_CHUNK_DELIMITERS))) + "]*")


def _is_name_shaped(word: str) -> bool:
    """A word written as a name: a capital after its first letter, or a capital with a digit
    ('SMM4H-HeaRD', 'CLPsych', 'AIME', 'SV4D'); not a plain capitalized word ('Since')."""
    letters = word.strip(",.;:()")
    return len(letters) > 1 and (any(map(str.isupper, letters[1:]))
                                 or (letters[0].isupper() and any(map(str.isdigit, letters))))  # fmt: skip


def _is_inside_name(text: str, start: int, chunk_start: int) -> bool:
    """Digits preceded by letters in the same chunk (which starts at ``chunk_start``): GPT-5.1, Llama-3.1-8B,
    pass@1, T2T, TPR5%, β_1. A dash after a lower-case word ends the chunk: it stands for a pause, not a name's
    hyphen ('tasks--57.5%')."""
    if chunk_start == start:
        return False  # nothing before the digits in their chunk ('12.3%' after ', ')
    chunk = text[chunk_start:start]
    if "--" in chunk or "—" in chunk or "–" in chunk:  # (no pause dash to split at, as in 'Model-': a call saved)
        chunk = _PAUSE_DASH.split(chunk)[-1]
    return (any(map(str.isalpha, chunk)) or "_" in chunk or "^" in chunk or "@" in chunk) \
        and not _SIZE_RANGE_START.fullmatch(chunk)  # (map over a str method: no Python call per character)


# the first end of a range of sizes, whose scale letter is no name's ('1.5B-7B models', 'LLMs (3B--70B)')
_SIZE_RANGE_START = re.compile(r"\d+(?:\.\d+)?[KMBT](?:--?|–)")


def _excluded_regions(markup: Markup, candidates: list[re.Match[str]]) -> list[tuple[int, int]]:
    text = markup.text
    regions = list(markup.verbatim)
    if "://" in text or "www." in text or "@" in text or ":" in text:
        links = _url_pattern("://" in text or "www." in text.lower(), _has_identifier_end(text), "@" in text)
        if links is not None:
            regions.extend(match.span() for match in links.finditer(text))
    if "[" in text:
        regions.extend(match.span() for match in _CITATION.finditer(text))
    if _has_times_before(text, candidates):  # (what every shape holds: 'x' itself is in nearly every text)
        regions.extend(match.span() for match in _SHAPE.finditer(text))
    return regions


def _has_times_before(text: str, candidates: list[re.Match[str]]) -> bool:
    """Whether :data:`_SHAPE_TIMES` matches in the text, read before the number candidates (the matches of
    :data:`_NUMBER` over the whole text): the digit after a times sign (and one white space) is the start of one, since
    no candidate holds the sign or the space. A few look-ups instead of a search for a class of characters,
    'x' among them, over the whole text."""
    for candidate in candidates:
        start = candidate.start()
        before = text[start - 1] if start else ""
        if before and (before in _TIMES_SIGNS or (before.isspace() and start >= 2 and text[start - 2] in _TIMES_SIGNS)):
            return True
    return False


_TIMES_SIGNS = frozenset("×xX")  # _SHAPE_TIMES's class


def _has_identifier_end(text: str) -> bool:
    """Whether one of :data:`_IDENTIFIER_ENDS` is in the text: the colons are few, so a look at the letter before
    each costs less than a search of the whole text for each ending (~5 us a document)."""
    colon = text.find(":", 1)
    while colon != -1:
        if text[colon - 1] in _IDENTIFIER_LETTERS:
            return True
        colon = text.find(":", colon + 1)
    return False


_IDENTIFIER_LETTERS = frozenset(end[0] for end in _IDENTIFIER_ENDS)


@lru_cache(maxsize=8)
def _url_pattern(scheme: bool, identifier: bool, email: bool) -> re.Pattern[str] | None:
    """The link regex with only the alternatives that can match (in their order): the same matches as all three."""
    kept = [pattern for pattern, wanted in zip(_URL_ALTERNATIVES, (scheme, identifier, email), strict=True) if wanted]
    return re.compile("|".join(kept)) if kept else None


def _math_accepts(text: str, math: tuple[int, int], start: int, end: int) -> bool:
    """Inside a formula only whole values, values assigned to a symbol, and set elements are numbers."""
    left = text[math[0] : start].strip()
    right = text[end : math[1]].strip()
    if right and right[0] not in ",;)}" and not right.startswith(("\\}", "and", "or")):
        return False
    if left in ("", "+", "-", "−", "~", "∼", "≈", "±"):
        return True
    if re.search(r"(?:=|≈|≃|<|>|≤|≥|⩽|⩾|∼|~)\s*[-+−]?$", left):
        return True
    return bool(re.search(r"∈\s*\{[\d.,\s]*$", left))


def _value(digits: str) -> float:
    return float(digits.replace(",", ""))


def _phrase_pattern(phrase: str) -> str:
    """A regex for a phrase of words, any white space between them: arXiv abstracts are hard-wrapped, and a line
    may break inside 'percentage points' or 'more than'."""
    return r"\s+".join(map(re.escape, phrase.split(" ")))


def _qualifier_pattern(phrases: list[str]) -> re.Pattern[str]:
    """One of the phrases, written before a number (nothing but white space after it), the first that matches."""
    alternatives = []
    for phrase in phrases:
        lead = r"(?:^|(?<=[\s(\[{,;:]))" if phrase[0].isalpha() else ""
        alternatives.append(lead + _phrase_pattern(phrase))
    return re.compile(r"(?P<phrase>" + "|".join(alternatives) + r")\s*$", re.IGNORECASE)


def _last_word(phrase: str) -> str:
    return phrase.split(" ")[-1]


def _may_end_alike(word: str, other: str) -> bool:
    """Can the two words match the same end of a text (IGNORECASE)? One ends with the other; a word with a
    character outside ASCII is taken to, whatever its case folding."""
    word, other = word.lower(), other.lower()
    return word.endswith(other) or other.endswith(word) or not (word + other).isascii()


def _phrase_key(written: str) -> str:
    """A phrase as written ('more\\nthan'), as the rules list it ('more than')."""
    return " ".join(written.split()).lower()


def _previous_word(text: str, start: int) -> str:
    """What ``_PREVIOUS_WORD`` finds in the 30 characters before ``start`` (the run of word characters before the
    trailing white space and '~'), read backwards: the regex, searched from each of the 30 positions, cost ~20 us;
    one match at the start of the reversed window costs one."""
    found = _PREVIOUS_WORD_REVERSED.match(text[max(0, start - 30) : start][::-1])
    return found.group("word")[::-1] if found else ""


def find_numbers(markup: Markup, rules: NumberRules) -> list[FoundNumber]:
    """Every reported number in the clean text, in order, with ranges and coordinated lists linked."""
    text = markup.text
    candidates = list((_NUMBER_ASCII if text.isascii() else _NUMBER).finditer(text))
    if "," in text:
        candidates = _with_tight_list_values(text, candidates)
    if not candidates:
        # (a third of the abstracts) no number, and no mixture-of-experts size: its active count would be a candidate
        return []
    excluded = _excluded_regions(markup, candidates)
    found: list[FoundNumber] = []
    taken: list[tuple[int, int]] = []

    for match in _MIXTURE_OF_EXPERTS.finditer(text) if "-A" in text else ():
        total, active = match.span("total"), match.span("active")
        total_scale, active_scale = match.group("ts"), match.group("as")
        found.append(FoundNumber(total[0], total[1] + 1, total[1], total[1] + 1, float(match.group("total")),
                                 "parameters", "number/parameters", unit=total_scale, scale=total_scale,
                                 scale_end=total[1] + 1, explicit_parameters=True))  # fmt: skip
        found.append(FoundNumber(active[0], active[1] + 1, active[1], active[1] + 1, float(match.group("active")),
                                 "parameters", "number/parameters", unit=active_scale, scale=active_scale,
                                 scale_end=active[1] + 1, explicit_parameters=True,
                                 active_of=len(found) - 1))  # fmt: skip
        taken.append(match.span())

    # one flag per character for 'already read' and 'excluded': a scan over span lists would make a long
    # document quadratic
    blocked = bytearray(len(text) + 1)
    for a, b in [*taken, *excluded]:
        blocked[a:b] = b"\x01" * (b - a)
    for match in candidates:
        start, core_end = match.span()
        if blocked[start]:
            continue
        number = _read_number(markup, rules, start, core_end, match.group())
        if number is not None:
            found.append(number)
            blocked[number.start : number.tail] = b"\x01" * (number.tail - number.start)

    found.sort(key=lambda number: number.start)
    _fix_active_links(found)
    _link_neighbours(text, found, rules)
    _count_symbols(text, found, rules)
    _elliptic_counts(text, found)
    _decide_parameters(text, found, rules)
    _trim_spans(markup, found)
    return found


def _with_tight_list_values(text: str, candidates: list[re.Match[str]]) -> list[re.Match[str]]:
    """The candidates and the values of lists written without a space after their commas (see _COMMA_DIGIT)."""
    extra: list[re.Match[str]] = []
    for comma_digit in _COMMA_DIGIT.finditer(text):
        comma = comma_digit.start()
        first = comma
        while first and text[first - 1].isdigit():
            first -= 1
        after_decimal = 1 <= comma - first <= 3 and first >= 2 and text[first - 1] == "." and text[first - 2].isdigit()
        if not after_decimal:
            # (the opening bracket is looked for 40 characters back at most: a long list costs no square)
            opening = first
            while opening and text[opening - 1] in _TIGHT_LIST_CHARACTERS and comma - opening < 40:
                opening -= 1
            bracketed = _TIGHT_BRACKETED_LIST.match(text, opening - 1) if opening else None
            if bracketed is None or bracketed.end() <= comma:
                continue
        value = _LIST_VALUE.match(text, comma + 1)
        if value is not None:
            extra.append(value)
    if not extra:
        return candidates
    starts = {match.start() for match in candidates}
    return sorted([*candidates, *(match for match in extra if match.start() not in starts)], key=lambda match: match.start())


_TIGHT_LIST_CHARACTERS = frozenset("0123456789.,")


def _fix_active_links(found: list[FoundNumber]) -> None:
    """After sorting, point each mixture-of-experts active count at its total (written just before it)."""
    for index, number in enumerate(found):
        if number.active_of is not None:
            number.active_of = index - 1


# the word of a hyphenated count unit: '5-shot', '3-layer'
_HYPHENATED_WORD = re.compile(r"-(?P<word>[A-Za-z][a-z]*)(?![\w-])")


def _read_number(markup: Markup, rules: NumberRules, start: int, core_end: int, digits: str) -> FoundNumber | None:
    text = markup.text
    length = len(text)
    before = text[start - 1] if start > 0 else " "
    after = text[core_end] if core_end < length else " "

    if after == "." and core_end + 1 < length and text[core_end + 1].isdigit():
        return None  # a version: 3.8.18
    chunk_start = _chunk_start(text, start)
    prefix_approx = rules.approx_prefixes.get(text[chunk_start:start].lower())
    if before in _EXPONENT_OR_INDEX or (prefix_approx is None and _is_inside_name(text, start, chunk_start)):
        return None
    if (prefix_approx is None and before in "-–‐" and start >= 2
            and (text[start - 2].isalpha() or text[start - 2] in "^_")
            and not _PAUSE_DASH.match(text, start - 1)
            and not _SIZE_RANGE_START.fullmatch(text, chunk_start, start)):  # fmt: skip
        return None  # Qwen-3 is inside the chunk test; this catches 'e^-1'
    if after == ":" and core_end + 1 < length and text[core_end + 1].isdigit():
        return None  # a ratio or pattern: 2:4
    if before == ":" and start >= 2 and text[start - 2].isdigit():
        return None
    previous = _previous_word(text, start)
    if previous in rules.label_words or previous.rstrip(",") in rules.label_words:
        return None
    if ((previous in ("and", "or", "&", ",") or previous.endswith(",")) and not _PERCENT_AFTER.match(text, core_end)
            and rules.label_list.search(text, max(0, start - 60), start)):  # fmt: skip
        return None  # 'Subtasks 1 and 2', 'Tables 3, 4 and 5'
    if previous in rules.version_words and before == " " and not _PERCENT_AFTER.match(text, core_end):
        return None  # Qwen 3.5, Llama 2; but a score after a name is a number: 'compared to ViT 86.54%'
    family = _MODEL_SIZE_AFTER_VERSION.search(text, max(0, start - 40), start) \
        if before == " " and start >= 2 and text[start - 2].isdigit() else None  # fmt: skip
    if family is not None and family.group("family") in rules.version_words and not _PERCENT_AFTER.match(text, core_end):
        return None  # the size in 'Gemma 2 9B', 'LLaMA 3.1 8B' belongs to the model's name ('Gemma 2 96.0%' scores)
    if before == " " and previous[:1].isupper() and _SINGULAR_VERB_AFTER.match(text, core_end):
        return None  # a version in a name, as its singular verb says: 'Step-Audio 2 achieves', 'Lean 4 remains'
    if before == " " and _is_name_shaped(previous):
        if _POINT_ZERO.fullmatch(digits) and text[core_end : core_end + 1] in ("", " ", ",", ")", ".", "\n"):
            return None  # a version after a name: 'HAPS 2.0', 'SV4D 2.0'
        if _EDITION.fullmatch(digits) and not text[core_end : core_end + 1].isalnum():
            return None  # an edition after a name: 'SMM4H-HeaRD 2025 shared tasks', 'AIME 2024'

    formula = markup.math_range(start)
    if _DECIMAL_COMMA.fullmatch(digits):
        digits = digits.replace(",", ".")
    value = _value(digits)
    kind = "scalar" if "." in digits else "count"
    rule = "number/bare"
    unit: str | None = None
    quantity: str | None = None
    scale: str | None = None
    scale_end: int | None = None
    end = core_end
    keep_span = False

    # Fractions, scientific notation, powers of ten (none starts with most characters: '12.3%', '4.5,').
    if after in _NOTATION_STARTS or after.isspace():
        fraction = _FRACTION.match(text, core_end)
        if fraction and (formula or not text.startswith(("0", "\\"), core_end + 1)):
            denominator = int(fraction.group("den"))
            if denominator:
                value, kind, rule, end = round(value / denominator, 4), "fraction", "number/fraction", fraction.end()
        elif (scientific := _SCIENTIFIC_E.match(text, core_end)) is not None or (scientific := _SCIENTIFIC_TEN.match(text, core_end)) is not None:
            value = _scaled(value, scientific.group("exp"))
            kind, rule, end, keep_span = "scalar", "number/scientific", scientific.end(), True
        elif digits == "10" and (power := _POWER_OF_TEN.match(text, core_end)) is not None:
            value = _scaled(1.0, power.group("exp"))
            kind, rule, end, keep_span = "scalar", "number/scientific", power.end(), True
    core_end = end
    after = text[end] if end < length else " "

    if formula is not None and not _math_accepts(text, formula, start, _math_value_end(text, formula, end)):
        return None

    # A unit written on the number: 77.8%, 3.3x, 124M, 2-fold.
    tail = end
    if kind not in ("fraction",) and rule != "number/scientific":
        attached = _attached_unit(text, end, rules, decimal="." in digits)
        glued = _glued_measurement(text, end, digits, rules) if attached is None else None
        if glued is not None:
            tail, unit, quantity = glued
            kind, rule = "scalar", "number/measurement"
        elif attached is None and after.isalpha():
            return None  # 3D, 1st, 4B0, 2x2: part of a name or an ordinal
        if attached is not None:
            surface, unit_rule = attached
            tail = end + len(surface)
            unit, kind, rule, quantity = unit_rule.unit or None, unit_rule.kind, unit_rule.id, unit_rule.quantity
            if unit_rule.kind == "scale":
                scale, scale_end, unit = surface, tail, surface
                kind = "count"
        elif glued is None:
            spaced = _spaced_unit(text, end, rules)
            if spaced is not None:
                span_end, unit_rule, surface = spaced
                tail = span_end
                if unit_rule.kind == "scale":
                    scale = SCALE_WORDS[surface.lower()]
                    scale_end, unit, kind, rule = span_end, scale, "count", unit_rule.id
                else:
                    unit, kind, rule, quantity = unit_rule.unit, unit_rule.kind, unit_rule.id, unit_rule.quantity

    if scale is not None or kind in ("percent", "multiplier"):
        # "7.1 % points": a unit may follow the suffix
        spaced = _spaced_unit(text, tail, rules)
        if spaced is not None and spaced[1].kind == "delta" and kind == "percent":
            tail, unit, kind, rule = spaced[0], spaced[1].unit, "delta", spaced[1].id

    # 'N+': N or more ('32,000+ images', '15+ languages'); not a sum ('3+4') nor a name ('C++')
    plus = (unit is None and kind == "count" and after == "+" and formula is None
            and not text[end + 1 : end + 2].isalnum() and text[end + 1 : end + 2] != "+")  # fmt: skip
    if plus:
        tail = end + 1
        spaced = _spaced_unit(text, tail, rules)
        if spaced is not None and spaced[1].kind != "scale":  # '600+ FPS'
            tail, unit_rule = spaced[0], spaced[1]
            unit, kind, rule, quantity = unit_rule.unit, unit_rule.kind, unit_rule.id, unit_rule.quantity

    # Hyphenated count units: 5-shot, 50-pass, 3-layer.
    if unit is None and after == "-" and kind in ("count",) and formula is None:
        hyphenated = _HYPHENATED_WORD.match(text, end)
        if hyphenated and hyphenated.group("word") in ("D", "d"):
            return None  # '3-D', '2-D': the number of dimensions is part of the term, as in '3D'
        if hyphenated:
            word = hyphenated.group("word").lower()
            unit, rule = _HYPHENATED_ADJECTIVES.get(word, word), "number/hyphenated-count"

    # Measurement units (quantulum3's knowledge) and counted nouns.
    if unit is None and kind in ("count", "scalar"):
        word = _WORD_AFTER.match(text, tail)
        measured = rules.rules.measurement_units.normal_form(word.group("word")) if word else None
        freedom = _DEGREES_OF_FREEDOM.match(text, word.start("word")) if measured is not None and word else None
        if freedom is not None and "." not in digits:  # '6 degrees of freedom' counts them: no angle
            unit, kind, rule = "degree of freedom", "count", "number/count"
        elif word is not None and measured is not None:
            (unit, quantity), kind, rule = measured, "scalar", "number/measurement"
            if word.group("word") in rules.rules.measurement_units.symbols:
                tail = word.end()  # a symbol is part of the number as written ('0.27 mm'); a word is not ('10 hours')
        elif kind == "count" or unit is None:
            noun = counted_noun(text, tail, value, rules)
            aside = _PARENTHETICAL.match(text, tail) if noun is None else None
            if aside is not None:  # '22 (0.08%) fully undetected tissue samples', not '2 (SAM2) enables'
                noun = counted_noun(text, aside.end(), value, rules)
                following = _WORD_AFTER.match(text, aside.end())
                if following is not None and following.group("word").lower() in rules.result_verbs:
                    noun = None
            rate = rate_unit(text, noun, rules) if noun is not None else None
            if rate is not None and not _is_count_per_item(digits, rate[0]):  # '101 frames per second', '3.04 rhymes per line'
                unit, kind, rule = rate[0], "scalar", "number/rate"
            elif noun is not None and kind == "count" and "." not in digits:  # '0.46 sits' counts nothing
                unit, kind, rule = noun[0], "count", "number/count"

    # Digits that are labels, enumerators or years, not reported values.
    is_plain_integer = kind in ("count", "scalar") and "." not in digits and unit is None and scale is None
    if is_plain_integer and before == "(" and after == ")":
        return None  # enumerator or equation number: (1), (2)
    if is_plain_integer and after == ")" and before in " \n" and text[:start].rstrip()[-1:] in ("", ":", ";", "."):
        return None  # enumerator: 'steps: 1) first'
    if is_plain_integer and after == ")" and before in " \n" and value <= 20 and not _inside_parentheses(text, start):
        return None  # enumerator in running text: 'for two reasons: sentences 1) match ... and 2) simplify'
    if is_plain_integer and len(digits) == 4 and 1900 <= value <= 2099 and kind == "count" and formula is None:
        return None  # a year
    if (len(digits) == 4 and 1900 <= value <= 2099 and formula is None
            and previous.lower() in ("the", "in", "since", "during", "until", "by", "before", "after")):  # fmt: skip
        return None  # a year before a noun: 'the 2021 Cuban protests', 'in 2023 elections'

    if not math.isfinite(value) or abs(value) > 1e300:
        return None  # '9e308' overflows a float: no reported value
    if before == " " and quantity is None and _ACRONYM_WORD.fullmatch(previous):
        written = rules.rules.measurement_units.symbols.get(previous)
        if written is not None and written.entity == "currency":  # 'USD 6,000', 'EUR 1.2 million'
            quantity, kind, unit = "currency", "scalar", scale if scale is not None else previous
            rule = "number/currency" if rule == "number/bare" else rule
        elif is_plain_integer and previous.lower() not in rules.metric_names and not _RANGE_ON.match(text, core_end):
            return None  # a model number or an edition in a name: 'RTX 4090', 'SDG 16', 'ISO 9001', 'NTU 120'
    if before in _CURRENCY_SIGNS and quantity is None:
        # money, whatever its scale: '$8 billion' (unit B, as a scale is written), '$42 per run' (unit $)
        quantity, kind, unit = "currency", "scalar", scale if scale is not None else before
        rule = "number/currency" if rule == "number/bare" else rule
    sign_start = start
    if before in "+-−±" and (start < 2 or text[start - 2] in " \t\n([{,;:=/∼~≈<>≤≥"):  # '∼−23.5‰'
        sign_start = start - 1
        if before in "-−":
            value = -value

    number = FoundNumber(sign_start, tail, core_end, tail, value, kind, rule, unit=unit, quantity=quantity,
                         scale=scale, scale_end=scale_end, keep_span=keep_span)  # fmt: skip
    _read_qualifier(text, number, rules)
    if plus and number.approx is None:
        number.approx = "at least"
    if prefix_approx is not None:
        number.approx = prefix_approx  # 'sub-10B', 'near-100%'
    _read_symbol(markup, number, formula)
    return number


def _sentence_start(text: str, position: int) -> int:
    """Where the sentence holding ``position`` starts, roughly: after the last '. ' or '.' and a line break."""
    return max(text.rfind(". ", 0, position), text.rfind(".\n", 0, position), 0)


def _inside_parentheses(text: str, position: int) -> bool:
    """Whether an opening parenthesis before ``position`` in its sentence is still open there."""
    sentence_start = _sentence_start(text, position)
    depth = 0
    for char in text[sentence_start:position]:
        if char == "(":
            depth += 1
        elif char == ")" and depth:
            depth -= 1
    return depth > 0


def _scaled(value: float, exponent: str) -> float:
    """value × 10^exponent, infinite when it overflows a float."""
    return float(f"{value!r}e{int(exponent.replace('−', '-'))}")  # decimal, so 3 × 10^-5 is 3e-05 exactly


def _math_value_end(text: str, math: tuple[int, int], end: int) -> int:
    """Where the value ends inside a formula: after a % or × written on it."""
    rest = text[end : math[1]]
    stripped = rest.lstrip()
    if stripped[:1] in ("%", "×", "x") and (len(stripped) == 1 or not stripped[1:2].isalnum()):
        return end + (len(rest) - len(stripped)) + 1
    return end


def _attached_unit(text: str, end: int, rules: NumberRules, decimal: bool = False) -> tuple[str, UnitRule] | None:
    for surface, rule in rules.adjacent_units_by_first.get(text[end : end + 1], ()):
        if not text.startswith(surface, end):
            continue
        following = text[end + len(surface) : end + len(surface) + 1]
        if surface[-1].isalpha() and (following.isalnum() or following == "_"):
            continue  # 3x3, 4B0
        # 'a 5-point scale' counts the scale's points, 'a 6-point increase' is a difference; a decimal is no
        # count whatever follows ('29.0-point gap' is a difference)
        if (rule.requires_next or rule.excludes_next) and \
                not _next_word_fits(rule, text, end + len(surface), required=not decimal):  # fmt: skip
            continue
        if (rule.kind == "scale" and following == "-" and not _PARAMETER_WORD.match(text, end + len(surface))
                and re.match(r"-[A-Za-z]", text[end + len(surface) :])):  # fmt: skip
            continue  # 7B-Instruct is a name's tail, handled by the model rules
        return surface, rule
    return None


def _glued_measurement(text: str, end: int, digits: str, rules: NumberRules) -> tuple[int, str, str] | None:
    """A unit symbol of the measurement lexicon written on the number ('350ms' -> 'ms'): (end, unit, quantity)."""
    found = _GLUED_SYMBOL.match(text, end)
    if found is None:
        return None
    written = found.group()
    if written == "s" and "." not in digits and (digits.endswith("0") or len(digits) == 4):
        return None  # decades and rough magnitudes: 1990s, 'the 2010s', '10s of thousands'
    following = _WORD_AFTER.match(text, found.end()) if written == "m" else None
    if following is not None and singular(following.group("word"), rules) is not None:
        return None  # '1m images', '5m parameters': millions, not metres
    normal = rules.rules.measurement_units.symbols.get(written)
    if normal is None:
        return None
    return found.end(), normal.symbol or written, normal.entity


def _next_word_fits(rule: UnitRule, text: str, end: int, required: bool = True) -> bool:
    """The word after a unit at ``end`` is one the rule's ``requires_next`` asks for (when ``required``) and none
    its ``excludes_next`` rules out ('5-fold cross-validation' counts folds)."""
    word = _WORD_AFTER.match(text, end)
    following = word.group("word").lower() if word is not None else None
    if required and rule.requires_next and following not in rule.requires_next:
        return False
    if rule.excludes_next:
        # past the unit of a split ('5-fold patient-wise cross-validation', '10-fold subject-level CV')
        while word is not None and following is not None and following.endswith(_SPLIT_UNIT_ENDINGS):
            word = _WORD_AFTER.match(text, word.end())
            following = word.group("word").lower() if word is not None else None
    return following not in rule.excludes_next


_SPLIT_UNIT_ENDINGS = ("-wise", "-level", "-independent", "-disjoint")


def _spaced_unit(text: str, end: int, rules: NumberRules) -> tuple[int, UnitRule, str] | None:
    # every unit pattern opens with white space; most numbers have none of the units after them
    if text[end : end + 1] not in _GAP_STARTS or rules.spaced_unit_any.match(text, end) is None:
        return None
    for pattern, rule in rules.spaced_units:
        found = pattern.match(text, end)
        if not found:
            continue
        if (rule.requires_next or rule.excludes_next) and not _next_word_fits(rule, text, found.end()):
            continue
        return found.end(), rule, found.group().strip()
    return None


def _read_qualifier(text: str, number: FoundNumber, rules: NumberRules) -> None:
    window = text[max(0, number.start - 30) : number.start]
    if number.quantity == "currency":  # 'over $8 billion', 'under USD 100': the qualifier stands before the currency
        code = _CURRENCY_CODE_END.search(window)
        window = window[: code.start()] if code is not None else window[:-1]
    # a phrase followed by nothing but white space starts at most its length before the last other character:
    # the search starts there (not at each of the 30 positions; '^' and the lookbehinds still see the window)
    stripped = len(window.rstrip())
    search = _qualifier_search(window, stripped, rules)
    before = search.search(window, max(0, stripped - rules.qualifier_longest)) if search is not None else None
    if before:
        number.approx = rules.approx_of.get(_phrase_key(before.group("phrase")))
        return
    article = _ARTICLE_END.search(window) if window.endswith(" ") else None
    if article is not None:  # 'up to a 1.9x speedup', 'nearly an 8% drop' (not 'over a 12% baseline': a comparison)
        # (rules.qualifier_before.search(window, 0, article.start()), by the search of the phrases that can end there)
        before_article = window[: article.start()]
        search = _qualifier_search(before_article, len(before_article.rstrip()), rules)
        before = search.search(before_article) if search is not None else None
        phrase = _phrase_key(before.group("phrase")) if before else ""
        if phrase in _QUALIFIERS_BEFORE_ARTICLE:
            number.approx = rules.approx_of.get(phrase)
            return
    after = rules.qualifier_after.match(text, number.tail)
    if after:
        number.approx = rules.approx_of.get(_phrase_key(after.group("phrase")))


def _qualifier_search(window: str, stripped: int, rules: NumberRules) -> re.Pattern[str] | None:
    """:attr:`NumberRules.qualifier_before` with only the phrases that can end ``window`` (whose first ``stripped``
    characters are all but its trailing white space), or None where no phrase can: a phrase ends where the
    trailing white space starts, so a cheap test of that character comes first, then of the word it ends (most
    numbers have no qualifier; the whole pattern tries every phrase at every position it searches)."""
    final = rules.qualifier_final.match(window, stripped - 1) if stripped else None
    ending = rules.qualifier_last_word.match(window[::-1]) if final is not None else None
    return rules.qualifier_by_last_word[ending.lastindex - 1] if ending is not None and ending.lastindex else None


_ARTICLE_END = re.compile(r"\s(?:a|an)\s+$")
_CURRENCY_CODE_END = re.compile(r"(?<![A-Za-z])[A-Z]{2,6}\s+$")
# qualifiers that bound the number after an article; 'over a', 'above a', 'higher than a' compare with it instead
_QUALIFIERS_BEFORE_ARTICLE = frozenset(["about", "around", "approximately", "roughly", "nearly", "almost", "up to",
                                        "as much as", "at least", "more than", "at most", "no more than",
                                        "less than", "an average of", "average of"])


def _read_symbol(markup: Markup, number: FoundNumber, math: tuple[int, int] | None) -> None:
    text = markup.text
    floor = math[0] if math else max(0, number.start - 20)
    if not _RELATION_CHARACTERS.intersection(text[floor : number.start]):
        return  # no relation before the number, which the symbol regex needs
    found = _SYMBOL_BEFORE.search(text, floor, number.start)
    if not found:
        return
    symbol = found.group("symbol")
    if math is None and not (len(symbol) <= 2 or _GREEK.match(symbol)):
        return
    number.symbol = symbol
    if number.kind == "count" and number.unit is None:
        number.kind = "scalar"
    relation = found.group("relation")
    if relation in _RELATION_APPROX and number.approx is None:
        number.approx = _RELATION_APPROX[relation]


def _link_neighbours(text: str, found: list[FoundNumber], rules: NumberRules) -> None:
    """Link the two ends of ranges and share units and qualifiers along coordinated lists.

    Along a list, a later value's unit goes to the earlier values still without one, and the first value's
    qualifier to the later ones: kept incrementally (the values still waiting for a unit, the list's head), so
    a list of thousands of values costs one step per value, not one per pair."""
    head: FoundNumber | None = None  # the first value of the current list
    waiting: list[FoundNumber] = []  # its values without a unit that may take a later one's
    for index in range(len(found) - 1):
        first, second = found[index], found[index + 1]
        if first.active_of is not None or second.active_of is not None:
            head = None
            continue
        between = text[first.tail : second.start]
        if between.strip() == "±" and first.unit is None:
            _share_unit(first, second)  # '0.37 ± 0.27 mm': the mean is in millimetres too
            head = None
            continue
        if first.unit is None and first.kind == "count" and second.kind == "count" and second.unit is not None \
                and _OUT_OF.fullmatch(between):  # fmt: skip
            _share_unit(first, second)  # '9 out of 11 benchmarks', '3 of the 4 datasets': both count benchmarks
            first.rule = second.rule
            head = None
            continue
        joiner = _range_joiner(text, first, between)
        if joiner is not None and first.partner is None:
            first.partner, second.partner = index + 1, index
            first.joiner = second.joiner = joiner
            _share_unit(first, second)
            head = None
            continue
        if _LIST_JOINER.fullmatch(between):
            if head is None:
                head = first
                waiting = [first] if first.unit is None and first.kind in ("count", "scalar") else []
            if second.unit is not None and (second.kind in ("delta", "percent", "multiplier") or second.scale is not None):
                for member in waiting:
                    _share_unit(member, second)
                waiting = []
            elif second.unit is None and second.kind in ("count", "scalar"):
                waiting.append(second)
            if second.approx is None and head.approx is not None:
                second.approx = head.approx
        else:
            head = None


def _count_symbols(text: str, found: list[FoundNumber], rules: NumberRules) -> None:
    """Values of a symbol defined as a count ('recurrence counts r ∈ {1, 2, 4, 8}', 'the number of layers L')
    count that noun: 'r=4' -> recurrence."""
    # what _COUNT_SYMBOL needs: a ' count' or '-count' after its noun, or 'number of ' ('account', 'encounter' and
    # 'counterpart' hold 'count' only); its search tries every position of the text, as its '\b' leads it
    if " count" not in text and "-count" not in text and "number of " not in text:
        return
    if not any(number.unit is None and number.kind in ("count", "scalar") for number in found):
        return  # no value the loop below reads: the definitions need no search
    nouns: dict[str, tuple[int, str]] = {}  # symbol -> (where it is defined, counted noun)
    for definition in _COUNT_SYMBOL.finditer(text):
        noun = definition.group("noun") or definition.group("noun2")
        nouns.setdefault(definition.group("symbol"), (definition.start(), singular(noun, rules) or noun.lower()))
    if not nouns:
        return
    for number in found:
        if number.unit is not None or number.value != int(number.value) or number.kind not in ("count", "scalar"):
            continue
        symbol = number.symbol
        if symbol is None:
            member = _SET_MEMBER.search(text, max(0, number.start - 60), number.start)
            symbol = member.group("symbol") if member else None
        defined = nouns.get(symbol) if symbol else None
        if defined is not None and defined[0] < number.start:
            number.unit, number.kind, number.rule = defined[1], "count", "number/count"


def _elliptic_counts(text: str, found: list[FoundNumber]) -> None:
    """A bare count standing for a noun counted just before in the sentence takes that noun: '1,500 paired prompts,
    where 1,200 are for analysis and 300 are held out'; '22 tasks (92%), compared with 13 (54%)'."""
    for index, number in enumerate(found):
        if number.unit is not None or number.kind != "count" or number.symbol is not None:
            continue
        if not _ELLIPSIS_AFTER.match(text, number.tail):
            continue
        sentence_start = _sentence_start(text, number.start)
        for earlier in reversed(found[:index]):
            if earlier.start < sentence_start:
                break
            if earlier.kind == "count" and earlier.rule == "number/count" and earlier.unit:
                number.unit, number.rule = earlier.unit, "number/count"
                break


# a verb in the singular right after a number: a count of several would take the plural ('3 models achieve'), so
# the number is the version of the name before it ('LionGuard 2 outperforms', 'ACM Multimedia 2025 provides');
# not the words that are nouns as well ('12 matches', '3 leads', 'scores', 'gains')
_SINGULAR_VERB_AFTER = re.compile(
    r"[ \t\n]+(?:achieves|outperforms|surpasses|exceeds|attains|obtains|improves|reduces|remains|provides|requires|"
    r"enables|shows|demonstrates|exhibits|supports|performs|generates|produces|reaches|delivers|retains|preserves|"
    r"introduces|offers|features|employs|adopts|uses|is|has|was|does)\b")
_MASS_MODIFIERS = frozenset(["data", "media"])
# a hyphenated count written as an adjective counts the noun ('1536-dimensional embeddings': dimensions)
_HYPHENATED_ADJECTIVES = {"dimensional": "dimension"}
_OUT_OF = re.compile(r"\s+(?:out\s+)?of\s+(?:the\s+)?")
_LIST_JOINER = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+")
_TO_JOINER = re.compile(r"\s+to\s+")
_AND_JOINER = re.compile(r"\s+and\s+")
_BETWEEN_BEFORE = re.compile(r"\bbetween\s+$")


def _range_joiner(text: str, first: FoundNumber, between: str) -> str | None:
    if between in ("-", "–", "—", "−", " – ", " — ", "–", "--"):
        return "-"
    if _TO_JOINER.fullmatch(between):
        return "to"
    if _AND_JOINER.fullmatch(between) and _BETWEEN_BEFORE.search(text[max(0, first.start - 12) : first.start]):
        return "and"
    return None


def _share_unit(target: FoundNumber, source: FoundNumber) -> None:
    if target.unit is None and source.unit is not None:
        target.unit, target.kind, target.scale = source.unit, source.kind, source.scale
        target.quantity = source.quantity
        if source.rule != "number/count":
            target.rule = source.rule
        target.explicit_parameters = target.explicit_parameters or source.explicit_parameters


def _decide_parameters(text: str, found: list[FoundNumber], rules: NumberRules) -> None:
    """A number with a scale suffix is a parameter count when the context says it sizes a model."""
    for index, number in enumerate(found):
        if number.scale is None or number.kind == "parameters":
            continue
        if number.partner is not None and number.partner > index:
            # a range's first end counts what its other end counts: '10B to 100B tokens' sizes data
            other = found[number.partner]
            if not _PARAMETER_WORD.match(text, number.scale_end or number.tail) and _noun_after(
                    text, other.scale_end or other.tail, rules) == "data":  # fmt: skip
                continue
        if _is_parameter_count(text, number, rules):
            number.kind, number.rule = "parameters", "number/parameters"
            number.explicit_parameters = True
    for number in found:  # the other end of a parameter range is a parameter count too
        if number.partner is not None and number.scale is not None:
            partner = found[number.partner]
            if partner.kind == "parameters" and number.kind != "parameters":
                number.kind, number.rule = "parameters", "number/parameters"


def _noun_after(text: str, end: int, rules: NumberRules) -> str | None:
    """'data' or 'model' for the first data or model noun in the three words after ``end`` ('10B tokens',
    '7B language models'), before a stop word; else None."""
    position = end
    for _ in range(3):
        word = _WORD_AFTER.match(text, position)
        if not word:
            break
        lower = word.group("word").lower()
        if lower in rules.data_nouns:
            return "data"
        if lower in rules.model_nouns or _LANGUAGE_MODEL_ACRONYM.fullmatch(word.group("word")):
            return "model"
        if lower in rules.stop_words:
            break
        position = word.end()
    return None


def _is_parameter_count(text: str, number: FoundNumber, rules: NumberRules) -> bool:
    end = number.scale_end or number.tail
    if _PARAMETER_WORD.match(text, end):
        return True
    if number.quantity == "currency":
        return False  # '$8 billion'
    noun = _noun_after(text, end, rules)
    if noun is not None:
        return noun == "model"
    if counted_noun(text, end, number.value, rules) is not None:
        return False  # a count of other things: '186K articles', '1.5K American newspapers', '2.2 billion people'
    if number.scale == "B":
        return True  # a bare 'T' is trillions of tokens far more often than of parameters ('requires 4T')
    sentence_start = max(text.rfind(". ", 0, number.start), number.start - 80, 0)
    context = text[sentence_start : number.start].lower()
    return bool(_SIZING_CONTEXT.search(context))


# words before a scaled number that say it sizes a model; not inside a compound ('a large-scale dataset featuring
# 2 million ... pairs', 'full-size images')
_SIZING_CONTEXT = re.compile(r"(?<![\w\-])(?:models?|llms?|lms?|backbones?|parameters?|sizes?|scales?)(?![\w\-])")


def _trim_spans(markup: Markup, found: list[FoundNumber]) -> None:
    """A unit separated from its number by markup ('$8.1$ points', '$0.5$B') stays out of the span."""
    for number in found:
        if number.keep_span:
            continue
        if not markup.is_contiguous(number.start, number.end):
            number.end = number.core_end
            if not markup.is_contiguous(number.start, number.end):  # a sign set apart by markup
                number.start = number.end - len(markup.text[number.start : number.end].lstrip("+-−±"))


def find_model_sizes(text: str, numbers: list[FoundNumber]) -> list[FoundModelSize]:
    """Group parameter counts into model sizes: '7-8B' is one size, '3B to 70B parameters' two."""
    sizes: list[FoundModelSize] = []
    skip: set[int] = set()
    for index, number in enumerate(numbers):
        if index in skip or number.kind != "parameters" or number.scale is None:
            continue
        factor = SCALES[number.scale]
        if index + 1 < len(numbers) and numbers[index + 1].active_of == index:
            active = numbers[index + 1]
            end = active.scale_end or active.tail
            sizes.append(FoundModelSize(number.start, _with_parameter_word(text, end), number.value * factor,
                                        "model_size/mixture-of-experts", [index, index + 1],
                                        active_parameters=active.value * SCALES[active.scale or "B"]))  # fmt: skip
            skip.add(index + 1)
            continue
        partner = number.partner
        if partner is not None and partner > index and number.joiner == "-":
            other = numbers[partner]
            other_factor = SCALES[other.scale or number.scale]
            low, high = number.value * factor, other.value * other_factor
            end = other.scale_end or other.tail
            sizes.append(FoundModelSize(number.start, _with_parameter_word(text, end), high, "model_size/range",
                                        [index, partner], low=low, high=high))  # fmt: skip
            skip.add(partner)
            continue
        end = number.scale_end or number.tail
        rule = "model_size/parameters" if _PARAMETER_WORD.match(text, end) else "model_size/scale"
        sizes.append(FoundModelSize(number.start, _with_parameter_word(text, end), number.value * factor, rule,
                                    [index]))  # fmt: skip
    return sizes


def _with_parameter_word(text: str, end: int) -> int:
    found = _PARAMETER_WORD.match(text, end)
    return found.end() if found else end
