"""Named entities in abstracts: methods, datasets, models and metrics, from contextual rules.

Word lists alone do not carry over to new papers, so the core is context: how names look in this field
(CamelCase, internal capitals, acronyms, hyphenated version suffixes, ``\\textsc``/bold markup), how they
are introduced ("we propose X, a ...", "called X", "X (ACR)"), and the words around them ("on X",
"the X benchmark", "X, a benchmark of ..."). The lists in ``rules/`` are a second signal.

Everything here is a pure function over a :class:`TextView` (clean text, tokens, sentences, markup); the
spaCy component only builds the view and runs the PhraseMatchers over the lexicons.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache
from itertools import pairwise
from operator import itemgetter
from typing import NamedTuple, TypeVar

from .markup import Markup
from .rules import RuleSet

LABELS = ("method", "dataset", "model", "metric")
CACHE_LIMIT = 100_000  # entries per per-word cache before it starts again

# Priorities: which reading of a stretch of text wins when candidates overlap.
P_PROPOSED, P_ACRONYM, P_MODEL, P_LEXICON, P_STYLED, P_METRIC, P_CONTEXT, P_SHAPE, P_TITLE = 9, 8, 7, 6, 5, 4, 3, 2, 1
_FIRST_PERSON = re.compile(r"\b(?:we|our|us)\b|\bthis (?:paper|work|study)\b", re.IGNORECASE)
_DATASET_SUFFIX = re.compile(r"(?:Bench|bench|Benchmark|Eval|QA|World|Arena|Gym|Suite|Set|Hub|Leaderboard)$")
_METRIC_PREFIX = re.compile(r"^(?:AUC|AUROC|AUPR|TPR|FPR|[Pp]ass@|maj@|Hits@|Recall@|R@|N?DCG|nDCG|mAP|[Tt]op-\d|Avg\d*$)"
                            r"|^[A-Z][A-Za-z0-9\-]+Score$")  # 'BERTScore', 'CLIPScore', 'VLScore'

_WORD_CHARS = re.compile(r"[\w+]")

# What the rule passes look for in a word: the flags of TextView.classes, computed once per distinct word.
T_METRIC = 1  # a measure may end here: a metric head or lexicon term, a hyphenated or metric-shaped word
T_CAPITAL = 2  # a capital or an opening bracket: a name shape or a Title Case run may start here
T_TRIGGER = 4  # a proposal trigger: 'propose'-type and naming verbs, 'our'
T_FAMILY = 8  # begins like a model family
T_OPEN = 16  # '(': an acronym definition may start here
T_ON = 32  # 'on': an evaluation dataset may follow
T_ORGANIZATION = 64  # a lab, as in "OpenAI's o1"
T_CAPITALIZED = 128  # Capitalized or name-shaped: a word of a Title Case run (the flags must fit a byte)


@cache
def _flag_table(flag: int) -> bytes:
    """A bytes.translate table: 1 for the class bytes that carry ``flag``, 0 for the others."""
    return bytes(1 if value & flag else 0 for value in range(256))


class Token(NamedTuple):
    """A token of the clean text (a tuple: built once per token per document, so it must be cheap)."""

    start: int
    end: int
    text: str
    lower: str
    sentence_start: bool


@dataclass(slots=True)
class TextView:
    """What the entity rules read: the clean text, its tokens and sentences, and the markup map."""

    text: str
    tokens: list[Token]
    sentences: list[tuple[int, int]]  # clean-text spans
    markup: Markup
    lexicon_hits: list[tuple[int, int, str]] = field(default_factory=list)  # (start, end, rule id)
    pattern_hits: list[tuple[int, int, str, str]] = field(default_factory=list)  # (start, end, rule id, label)
    classes: bytes = b""  # per token: the T_* flags of its word (see classify)
    _sentence_starts: list[int] | None = None
    _token_starts: list[int] | None = None
    _token_ends: list[int] | None = None
    _acronym_pairs: list[tuple[tuple[int, int], tuple[int, int]]] | None = None  # read by entities and tasks

    def classify(self, rules: EntityRules) -> None:
        """Flag every token with what the rules may look for there, from a per-word cache."""
        self.classes = bytes(map(rules.token_classes.__getitem__, map(itemgetter(2), self.tokens)))

    def where(self, flag: int) -> list[int]:
        """Indices of the tokens carrying ``flag``: each rule pass visits those, not every token. (The flags
        are bytes so that C code finds them: one translate to 0/1, then a find per hit.)"""
        marked = self.classes.translate(_flag_table(flag))
        found = []
        index = marked.find(1)
        while index != -1:
            found.append(index)
            index = marked.find(1, index + 1)
        return found

    def sentence_at(self, position: int) -> tuple[int, int]:
        index = bisect_right(self.sentence_starts, position) - 1
        if index >= 0 and self.sentences[index][0] <= position < self.sentences[index][1]:
            return self.sentences[index]
        return 0, len(self.text)

    def tokens_between(self, start: int, end: int) -> list[Token]:
        """The tokens lying inside [start, end)."""
        first = bisect_left(self.token_starts, start)
        last = bisect_left(self.token_starts, end)
        return [token for token in self.tokens[first:last] if token.end <= end]

    @property
    def sentence_starts(self) -> list[int]:
        if self._sentence_starts is None:
            self._sentence_starts = [start for start, _ in self.sentences]
        return self._sentence_starts

    @property
    def token_starts(self) -> list[int]:
        if self._token_starts is None:
            self._token_starts = [token.start for token in self.tokens]
        return self._token_starts

    @property
    def token_ends(self) -> list[int]:
        if self._token_ends is None:
            self._token_ends = [token.end for token in self.tokens]
        return self._token_ends


@dataclass(slots=True)
class Mention:
    """An entity in clean-text offsets."""

    start: int
    end: int
    label: str
    rule: str
    priority: int
    proposed: bool = False
    family: str | None = None
    canonical: str | None = None
    partner: Mention | None = None  # the other half of an acronym definition
    is_long_form: bool = False

    def overlaps(self, other: Mention) -> bool:
        return self.start < other.end and other.start < self.end


class EntityRules:
    """The entity rules of a :class:`RuleSet`, compiled once."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        # per-word answers, filled as words are met (the vocabulary of abstracts repeats a lot)
        self.token_classes = WordCache(lambda word: token_class(word, self))
        self.name_core_cache = WordCache(lambda word: _name_core(word, self))
        self.classify_cache = WordCache(lambda word: _classify_name_uncached(word, self))
        self.generic_cache = WordCache(self._is_generic)
        self.shape_cache = WordCache(self._shape_reading)
        self.modifier_cache = WordCache(lambda word: modifier_kind(word, self))
        self.family_cache = WordCache(lambda word: _family_of_uncached(word, self))
        self.compound_cache: WordCache[tuple[str, str] | None] = WordCache(lambda word: _compound_reading(word, self))

    @cached_property
    def known(self) -> dict[str, tuple[str, str, str | None]]:
        """Case-sensitive surface -> (label, rule id, canonical)."""
        table: dict[str, tuple[str, str, str | None]] = {}
        for lexicon in self.rules.entity_lexicons:
            for term in lexicon.terms:
                surface, _, canonical = term.partition("=")
                table.setdefault(surface, (lexicon.label, lexicon.id, canonical or None))
        return table

    @cached_property
    def known_lower(self) -> dict[str, tuple[str, str, str | None]]:
        table: dict[str, tuple[str, str, str | None]] = {}
        for surface, entry in self.known.items():
            table.setdefault(surface.lower(), entry)
        return table

    def lookup(self, surface: str) -> tuple[str, str, str | None] | None:
        """The lexicon entry of a surface: exact case first, then case-insensitive for lower-case lexicons."""
        found = self.known.get(surface)
        if found is not None:
            return None if surface.islower() and found[1] in self.needs_capital_lexicons else found
        lowered = self.known_lower.get(surface.lower())
        if lowered is None:
            return None
        # a lower-case lexicon term matches any case ('Accuracy'); a term written with capitals only as written
        if lowered[1] in self.case_insensitive_lexicons and surface.lower() in self.lower_case_terms:
            return None if surface.islower() and lowered[1] in self.needs_capital_lexicons else lowered
        return lowered if lowered[0] == "generic" else None

    @cached_property
    def case_insensitive_lexicons(self) -> frozenset[str]:
        return frozenset(lexicon.id for lexicon in self.rules.entity_lexicons if not lexicon.case_sensitive)

    @cached_property
    def needs_capital_lexicons(self) -> frozenset[str]:
        return frozenset(lexicon.id for lexicon in self.rules.entity_lexicons if lexicon.needs_capital)

    @cached_property
    def lower_case_terms(self) -> frozenset[str]:
        return frozenset(surface for surface in self.known if surface == surface.lower())

    @cached_property
    def generic_lower(self) -> frozenset[str]:
        return frozenset(
            term.split("=")[0].lower()
            for lexicon in self.rules.entity_lexicons
            if lexicon.label == "generic"
            for term in lexicon.terms
        )

    @cached_property
    def families(self) -> dict[str, str]:
        """Lower-case family -> the family as its publisher writes it."""
        table: dict[str, str] = {}
        for word in self.rules.lexicon("lexicon/model-families").words:
            table.setdefault(word.lower(), word)  # the first spelling listed is the family's own
        return table

    @cached_property
    def family_prefixes(self) -> dict[str, tuple[str, ...]]:
        """Lower-case family names by their first two letters, for a quick test before the model pattern."""
        table: dict[str, list[str]] = {}
        for word in self.rules.lexicon("lexicon/model-families").words:
            table.setdefault(word[:2].lower(), []).append(word.split()[0].lower())
        return {prefix: tuple(words) for prefix, words in table.items()}

    @cached_property
    def family_spellings(self) -> frozenset[str]:
        return frozenset(self.rules.lexicon("lexicon/model-families").words)

    @cached_property
    def families_need_version_lower(self) -> frozenset[str]:
        return frozenset(family.lower() for family in self.families_need_version)

    @cached_property
    def families_need_version(self) -> frozenset[str]:
        return self.rules.words("lexicon/model-families-need-version")

    @cached_property
    def model_pattern(self) -> re.Pattern[str]:
        names = sorted(self.rules.lexicon("lexicon/model-families").words, key=len, reverse=True)
        variants = "|".join(sorted(self.rules.lexicon("lexicon/model-variant-words").words, key=len, reverse=True))
        family = "|".join(re.escape(name) for name in names)
        return re.compile(
            rf"(?<![\w@.\-/])(?P<family>{family})"
            rf"(?P<tail>(?:v?\d+(?:\.\d+)*[a-z]?)?(?:-(?:[A-Za-z]+\d*(?:\.\d+)*|\d+(?:\.\d+)*[A-Za-z]?))*(?:/\d+)?)"
            # a version is not a score ('ViT 86.54%'); a size may follow it after a space ('Gemma 2 9B')
            rf"(?P<version>\s(?:v?\d+(?:\.\d+)*)(?!\s?\\?%)(?:[-\s](?:{variants}))*(?:[-\s]\d+(?:\.\d+)?[BMK])?)?"
            r"(?![\w@]|\.\d)",  # 'Qwen2' must not end the match inside 'Qwen2.5-72B'
            re.IGNORECASE,
        )

    @cached_property
    def inner_family_pattern(self) -> re.Pattern[str]:
        """A family inside a longer name: after a lower-case letter or digit and before a capital, or after a
        hyphen; then the name's end, a version or a hyphenated tail. Families that are also English words
        ('Falcon', 'Seed') are left out: 'BlackFalcon' says nothing."""
        words = [word for word in self.rules.lexicon("lexicon/model-families").words
                 if " " not in word and (word not in self.families_need_version or not word.istitle())]  # fmt: skip
        ordered = sorted(words, key=lambda word: (-len(word), word))
        joined = "|".join(re.escape(word) for word in ordered if len(word) >= 3)
        hyphened = "|".join(re.escape(word) for word in ordered)  # 'OpenAI-o1': short families only after '-'
        return re.compile(rf"(?:(?<=[a-z0-9])(?P<joined>{joined})|(?<=[A-Za-z]-)(?P<hyphened>{hyphened}))(?=$|[\d\-.]|v\d)")

    @cached_property
    def metric_heads_defined(self) -> frozenset[str]:
        return self.rules.words("lexicon/metric-heads-defined")

    @cached_property
    def architecture_families(self) -> frozenset[str]:
        return self.rules.words("lexicon/architecture-families")

    @cached_property
    def dataset_heads(self) -> frozenset[str]:
        return self.rules.words("lexicon/dataset-heads")

    @cached_property
    def metric_strong(self) -> frozenset[str]:
        return self.rules.words("lexicon/metric-heads-strong")

    @cached_property
    def metric_weak(self) -> frozenset[str]:
        return self.rules.words("lexicon/metric-heads-weak")

    @cached_property
    def modifier_stops(self) -> frozenset[str]:
        return self.rules.words("lexicon/metric-modifier-stops")

    @cached_property
    def ing_nouns(self) -> frozenset[str]:
        return self.rules.words("lexicon/ing-nouns")

    @cached_property
    def method_nouns(self) -> frozenset[str]:
        return self.rules.words("lexicon/method-nouns")

    @cached_property
    def model_nouns(self) -> frozenset[str]:
        return self.rules.words("lexicon/model-nouns-named")

    @cached_property
    def dataset_appositives(self) -> tuple[str, ...]:
        return tuple(sorted(self.rules.words("lexicon/dataset-appositives"), key=len, reverse=True))

    @cached_property
    def dataset_appositive_pattern(self) -> re.Pattern[str]:
        return _any_word_pattern(self.dataset_appositives)

    @cached_property
    def evaluation_cue_pattern(self) -> re.Pattern[str]:
        return _any_word_pattern(self.evaluation_cues)

    @cached_property
    def metric_appositives(self) -> frozenset[str]:
        return self.rules.words("lexicon/metric-appositives")

    @cached_property
    def name_suffixes(self) -> frozenset[str]:
        return self.rules.words("lexicon/name-suffixes")

    @cached_property
    def propose_verbs(self) -> frozenset[str]:
        return self.rules.words("lexicon/propose-verbs")

    @cached_property
    def naming_verbs(self) -> frozenset[str]:
        return self.rules.words("lexicon/naming-verbs")

    @cached_property
    def stop_words(self) -> frozenset[str]:
        return self.rules.words("lexicon/count-stop-words")

    @cached_property
    def metric_head_words(self) -> frozenset[str]:
        """Every lower-case word a measure can end with."""
        return self.metric_strong | self.metric_weak | self.metric_lexicon_lasts

    @cached_property
    def metric_lexicon_lasts(self) -> frozenset[str]:
        """Last words (lower case) of the metric lexicon's terms: a token not among them ends no known metric."""
        return frozenset(
            re.split(r"[\s\-–]", term.split("=", 1)[0].lower())[-1]
            for lexicon in self.rules.entity_lexicons
            if lexicon.label == "metric"
            for term in lexicon.terms
        ) | frozenset(term.split("=", 1)[0].lower() for lexicon in self.rules.entity_lexicons
                      if lexicon.label == "metric" for term in lexicon.terms)  # fmt: skip

    @cached_property
    def metric_modifiers(self) -> frozenset[str]:
        return self.rules.words("lexicon/metric-modifiers")

    @cached_property
    def organization_heads(self) -> frozenset[str]:
        return self.rules.words("lexicon/organization-heads")

    @cached_property
    def organizations(self) -> frozenset[str]:
        return self.rules.words("lexicon/organizations")

    @cached_property
    def evaluation_cues(self) -> frozenset[str]:
        return self.rules.words("lexicon/evaluation-cues")

    @cached_property
    def dataset_subset_words(self) -> frozenset[str]:
        return self.rules.words("lexicon/dataset-subset-words")

    @cached_property
    def list_closing_verbs(self) -> frozenset[str]:
        return self.rules.words("lexicon/list-closing-verbs")

    @cached_property
    def non_entity_heads(self) -> frozenset[str]:
        return self.rules.words("lexicon/non-entity-heads")

    def is_metric_name(self, word: str) -> bool:
        entry = self.lookup(word)
        return entry is not None and entry[0] == "metric"

    def modifier_kind(self, word: str) -> int:
        """:func:`modifier_kind`, cached per word."""
        return self.modifier_cache[word]

    def shape_reading(self, word: str) -> tuple[int, int, str] | None:
        """(start, end, label) of the name-shaped core of a word ('PPO-based' -> PPO, a method), or None."""
        return self.shape_cache[word]

    def _shape_reading(self, word: str) -> tuple[int, int, str] | None:
        core_start, core_end = name_core(word, self)
        name = word[core_start:core_end]
        if is_name_shaped(name) and not self.is_generic(name):
            return core_start, core_end, _classify_name(name, self) or "method"
        return None

    def is_generic(self, surface: str) -> bool:
        return self.generic_cache[surface]

    @cached_property
    def languages(self) -> frozenset[str]:
        return frozenset(self.rules.languages.words)

    def _is_generic(self, surface: str) -> bool:
        lower = surface.lower()
        if lower in self.generic_lower:
            return True
        if "-" in surface or "–" in surface:
            parts = _LANGUAGE_PAIR.split(surface)
            if len(parts) > 1 and all(part in self.languages for part in parts):
                return True  # a language pair: 'Chinese-English', 'English-to-Indic'
        return surface.endswith("s") and surface[:-1].isupper() and lower[:-1] in self.generic_lower


_LANGUAGE_PAIR = re.compile(r"[-–](?:to[-–])?|[-–]?\s*(?:to|and)\s*[-–]?")


def _any_word_pattern(words: Iterable[str]) -> re.Pattern[str]:
    """One regex finding any of the words (or phrases) as whole words."""
    alternatives = "|".join(re.escape(word) for word in sorted(words, key=lambda word: (-len(word), word)))
    return re.compile(rf"\b(?:{alternatives})\b" if alternatives else r"(?!)")


_Answer = TypeVar("_Answer")


class WordCache(dict[str, _Answer]):
    """Word -> ``compute(word)``, computed on first sight. Bounded: after CACHE_LIMIT words it starts again,
    since a corpus of millions of abstracts meets millions of words. A hit is a plain dict lookup."""

    def __init__(self, compute: Callable[[str], _Answer]) -> None:
        super().__init__()
        self.compute = compute

    def __missing__(self, word: str) -> _Answer:
        if len(self) >= CACHE_LIMIT:
            self.clear()
        answer = self[word] = self.compute(word)
        return answer


def token_class(text: str, rules: EntityRules) -> int:
    """The T_* flags of a word: which rule passes have something to check at it."""
    lower = text.lower()
    flags = 0
    last_part = re.split(r"[-–]", lower)[-1] if "-" in text or "–" in text else lower
    if last_part in rules.metric_head_words or (text[:1] in _METRIC_PREFIX_STARTS and _METRIC_PREFIX.match(text)):
        flags |= T_METRIC  # metric_mentions reads nothing else (but the ends of multi-word lexicon metrics)
    if not text.islower() and (text[:1].isalpha() or text[:1] in ("(", "[", "{")):
        flags |= T_CAPITAL
    if lower in rules.propose_verbs or lower in rules.naming_verbs or lower == "our":
        flags |= T_TRIGGER
    families = rules.family_prefixes.get(lower[:2])
    if families and lower.startswith(families):
        flags |= T_FAMILY
    if text == "(":
        flags |= T_OPEN
    if lower == "on":
        flags |= T_ON
    if text in rules.organizations:
        flags |= T_ORGANIZATION
    if _is_capitalized(text):
        flags |= T_CAPITALIZED
    return flags


# ---------------------------------------------------------------------------------------------------------
# Name shapes


def strip_name_suffix(text: str, rules: EntityRules) -> str:
    """'PPO-based' -> 'PPO', 'LeWM-style' -> 'LeWM'; other words unchanged."""
    head, dash, last = text.rpartition("-")
    if dash and head and last.lower() in rules.name_suffixes:
        return head
    return text


def name_core(text: str, rules: EntityRules) -> tuple[int, int]:
    """The part of a token that can be a name (cached per rule set): see :func:`_name_core`."""
    return rules.name_core_cache[text]


def _name_core(text: str, rules: EntityRules) -> tuple[int, int]:
    """The part of a token that can be a name: 'KL-regularized' -> 'KL', 'linear-ICL' -> 'ICL', '(LLM)' -> 'LLM'.

    Returned as (start, end) offsets into the token text.
    """
    start, end = 0, len(strip_name_suffix(text, rules))
    while start < end and text[start] in "([{'\"":
        start += 1
    while end > start and text[end - 1] in ")]}'\",.;:":
        end -= 1
    core = text[start:end]
    parts = re.split(r"(?<=[^-–])[-–](?=[^-–])", core)
    if len(parts) > 1:
        rest_is_word = all(p.isalpha() and p.islower() and (len(p) >= 5 or p in _SHORT_MODIFIERS) for p in parts[1:])
        if rest_is_word and not any(ch.isdigit() for ch in core):
            end = start + len(parts[0])  # 'KL-regularized', 'NP-hard': the name is the first part
        elif parts[0].isalpha() and parts[0].islower():
            start += len(parts[0]) + 1  # 'linear-ICL': the name is what follows
    return start, end


_SHORT_MODIFIERS = frozenset(["hard", "soft", "free", "only", "wise", "like"])


@lru_cache(maxsize=CACHE_LIMIT)
def is_name_shaped(text: str) -> bool:
    """CamelCase, internal capitals, acronyms and versioned names: CurveRL, GRPO, MR-GOBS, BFCL-v3, ADV-0."""
    if len(text) < 2 or not text[0].isalpha():
        return False
    uppers = sum(ch.isupper() for ch in text)
    digits = any(ch.isdigit() for ch in text)
    if sum(ch.isalpha() for ch in text) < 2 and not digits:
        return False
    if uppers >= 2 and any(ch.isupper() for ch in text[1:]):
        return True
    if text[0].isupper() and text.endswith("+") and text.rstrip("+").isalnum():
        return True  # 'Exphormer++', 'FedSage+': a plus marks a name
    if text[0].islower() and uppers == 1 and len(text) >= 4 and text.isalnum() and any(ch.isupper() for ch in text[1:3]):
        return True  # 'nuPlan', 'iNaturalist', 'xLSTM': a lower-case prefix before a capitalized name
    return text[0].isupper() and digits and "-" in text


@lru_cache(maxsize=CACHE_LIMIT)
def _is_capitalized(text: str) -> bool:
    return (text[:1].isupper() and any(ch.islower() for ch in text[1:])) or is_name_shaped(text)


_CONNECTORS = frozenset({"of", "for", "with", "and", "to", "via", "on", "in", "the"})


def initials(words: Sequence[str]) -> str:
    """'Predictive Concept Decoder' -> 'PCD'; hyphenated parts count: 'Block-Aligned Mixed-Precision' -> 'BAMP'."""
    letters = []
    for word in words:
        for part in re.split(r"[-–]", word):
            if part and part[0].isalpha() and part.lower() not in _CONNECTORS:
                letters.append(part[0].upper())
    return "".join(letters)


# ---------------------------------------------------------------------------------------------------------
# Acronym definitions (Schwartz & Hearst 2003)


def _short_form_ok(text: str) -> bool:
    letters = [ch for ch in text if ch.isalpha()]
    return 2 <= len(text) <= 12 and len(letters) >= 2 and text[0].isalnum() and any(ch.isupper() for ch in text)


def match_long_form(short: str, words: Sequence[str]) -> int | None:
    """Schwartz-Hearst: how many trailing words of ``words`` the short form abbreviates, or None.

    Characters of the short form are matched right to left in the candidate long form; the first character
    of the short form must start a word. The fewest words that hold such a match are taken: greedy matching
    from the right is optimal, so one pass over the longest candidate finds where the shortest one starts.
    """
    short_chars = [ch.lower() for ch in short if ch.isalnum()]
    if not short_chars:
        return None
    window = list(words[-min(min(len(short_chars) + 5, len(short_chars) * 2), len(words)) :])
    first_char = _schwartz_hearst_start(short_chars, " ".join(window))
    if first_char is None:
        return None
    size, offset = len(window), 0
    for word in window:  # the word the first matched character lies in starts the long form
        if first_char < offset + len(word) + 1:
            break
        offset += len(word) + 1
        size -= 1
    first = window[-size]
    if first.lower() in _CONNECTORS or not first[:1].isalpha():
        return None
    # most words of the long form should start a letter of the short form
    starts = {part[0].lower() for word in window[-size:] for part in _DASHES.split(word) if part}
    covered = sum(ch in starts for ch in dict.fromkeys(short_chars))
    if covered * 2 < len(set(short_chars)):
        return None
    return size


_DASHES = re.compile(r"[-–]")


def _schwartz_hearst(short_chars: list[str], long_form: str) -> bool:
    return _schwartz_hearst_start(short_chars, long_form) is not None


def _schwartz_hearst_start(short_chars: list[str], long_form: str) -> int | None:
    """Where the first character of the short form is matched in ``long_form`` (right to left), or None."""
    long_lower = long_form.lower()
    s_index = len(short_chars) - 1
    l_index = len(long_lower) - 1
    while s_index >= 0:
        char = short_chars[s_index]
        while l_index >= 0 and (
            long_lower[l_index] != char
            or (s_index == 0 and l_index > 0 and long_lower[l_index - 1].isalnum())
        ):
            l_index -= 1
        if l_index < 0:
            return None
        if s_index == 0:
            return l_index
        l_index -= 1
        s_index -= 1
    return None


def find_acronym_pairs(view: TextView) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """(long span, short span) for 'Long Form (LF)' and 'LF (Long Form)' definitions (found once per view)."""
    if view._acronym_pairs is None:
        view._acronym_pairs = _acronym_pairs(view)
    return view._acronym_pairs


def _acronym_pairs(view: TextView) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    tokens = view.tokens
    pairs: list[tuple[tuple[int, int], tuple[int, int]]] = []
    for index in view.where(T_OPEN):
        token = tokens[index]
        close = next((j for j in range(index + 1, min(index + 12, len(tokens))) if tokens[j].text == ")"), None)
        if close is None or close == index + 1:
            continue
        inside = tokens[index + 1 : close]
        sentence_start = view.sentence_at(token.start)[0]
        if len(inside) == 1 and _short_form_ok(inside[0].text):
            short = inside[0]
            before = [t for t in tokens[max(0, index - 12) : index] if t.start >= sentence_start and not t.text.isspace()]
            words = [t.text for t in before]
            singular = short.text[:-1] if short.text.endswith("s") and short.text[:-1].isupper() else short.text
            size = match_long_form(singular, words)
            if size:
                first = before[-size]
                pairs.append(((first.start, before[-1].end), (short.start, short.end)))
                continue
        if index > 0 and (len(inside) >= 2 or re.search(r"\w[-–]\w", inside[0].text)):
            name = tokens[index - 1]
            if not is_name_shaped(name.text) or name.start < sentence_start:
                continue
            words = [part for t in inside for part in re.split(r"(?<=\w)[-–](?=\w)", t.text)]
            if any(w in (",", ";", ":") for w in words):
                continue
            letters = initials(words)
            name_upper = "".join(ch for ch in name.text.upper() if ch.isalpha())
            if letters and (name_upper.startswith(letters[:2]) or _schwartz_hearst(
                    [ch.lower() for ch in name.text if ch.isalnum()], " ".join(words))):  # fmt: skip
                pairs.append(((inside[0].start, inside[-1].end), (name.start, name.end)))
    return pairs


# ---------------------------------------------------------------------------------------------------------
# Candidates


def _mention(view: TextView, start: int, end: int, label: str, rule: str, priority: int, **extra: object) -> Mention:
    return Mention(start, end, label, rule, priority, **extra)  # type: ignore[arg-type]


def _classify_name(text: str, rules: EntityRules) -> str | None:
    """A label from the name itself: its lexicon entry, its head word, its suffix; None when it says nothing."""
    return rules.classify_cache[text]


_HEAD_ENDS = frozenset(["with", "via", "for", "using", "through", "by"])


def _classify_name_uncached(text: str, rules: EntityRules) -> str | None:
    entry = rules.lookup(text)
    if entry is not None:
        return entry[0]
    words = text.split()
    # the head of 'Preference Optimization with Margins' is 'Optimization', not 'Margins'
    joined = next((i for i, word in enumerate(words) if i and word.lower() in _HEAD_ENDS), len(words))
    words = words[:joined]
    last = words[-1].lower() if words else ""
    if last in rules.dataset_heads or _DATASET_SUFFIX.search(text):
        return "dataset"
    if _METRIC_PREFIX.match(text) or (len(words) > 1 and (last in rules.metric_strong or last in rules.metric_weak)):
        return "metric"
    if len(words) == 1 and re.search(r"[a-z](?:Model|LM)$", text):
        return "model"
    if len(words) > 1 and last in rules.model_nouns and last not in ("model", "models"):
        return "model"
    return None


def lexicon_mentions(view: TextView, rules: EntityRules) -> tuple[list[Mention], Blocked]:
    """Mentions from the PhraseMatcher hits over the lexicons, and the spans of generic terms (blocked)."""
    mentions: list[Mention] = []
    blocked = Blocked(len(view.text))
    for start, end, rule_id in view.lexicon_hits:
        surface = view.text[start:end]
        entry = rules.lookup(surface)
        if entry is None:
            continue
        label, _, canonical = entry
        if label == "generic":
            blocked.append((start, end))
            continue
        if label == "metric":
            continue  # metric names are read with their modifiers and context by metric_mentions
        if _math_symbol(view, start, end):
            continue
        version = _VERSION_AFTER.match(view.text, end)
        if version is not None:
            end = version.end()  # 'Something-Something V2', 'Kinetics v2': the version is part of the name
        if label == "dataset":
            end = _dataset_name_end(view.text, end, rules)
        family = None
        if label == "model":
            family = _family_of(surface, rules)
        mentions.append(_mention(view, start, end, label, rule_id, P_LEXICON, canonical=canonical, family=family))
    return mentions, blocked


_VERSION_AFTER = re.compile(r"\s[Vv]\d+(?:\.\d+)*(?![\w.\-])")


def _dataset_name_end(text: str, end: int, rules: EntityRules) -> int:
    """Where a benchmark's name ends with its edition and subset: 'AIME 2024', 'GPQA Diamond'."""
    year = _YEAR_AFTER.match(text, end)
    if year is not None:
        end = year.end()
    subset = _WORD_AFTER.match(text, end)
    if subset is not None and subset.group(1) in rules.dataset_subset_words:
        end = subset.end()
    return end


_YEAR_AFTER = re.compile(r"\s(?:19|20)\d\d(?![\w.\-])")
_WORD_AFTER = re.compile(r"\s([A-Z][a-z]+)(?![\w\-])")


def _math_symbol(view: TextView, start: int, end: int) -> bool:
    """A name inside a formula is a symbol ('$\\mathrm{OPT} + \\epsilon$'), unless set as a name there
    ('$\\textbf{Pref-DetectGPT}$')."""
    if not view.markup.in_math(start):
        return False
    return not any(styled.start <= start and end <= styled.end and styled.style in _NAME_STYLES
                   for styled in view.markup.styled)  # fmt: skip


_NAME_STYLES = frozenset(["bold", "smallcaps", "mono"])


def _family_of(surface: str, rules: EntityRules) -> str | None:
    """The model family a name starts with (cached per name)."""
    return rules.family_cache[surface]


def _family_of_uncached(surface: str, rules: EntityRules) -> str | None:
    best = None
    for lower, written in rules.families.items():
        if surface.lower().startswith(lower) and (best is None or len(lower) > len(best.lower())):
            best = written
    exact = [spelling for spelling in rules.family_spellings if surface.startswith(spelling)]
    if best is not None and exact:
        return max(exact, key=len)
    return best


def model_mentions(view: TextView, rules: EntityRules) -> list[Mention]:
    """Named models: a family name with its version and variant: GPT-5.1, Qwen 3.5, Claude-Opus-4.6."""
    found = []
    need_version = rules.families_need_version_lower
    for match in _model_matches(view, rules):
        family_text = match.group("family")
        family = rules.families.get(family_text.lower())
        if family is None:
            continue
        if family_text in rules.family_spellings:
            family = family_text
        tail = match.group("tail")
        end = match.end()
        # a hyphenated suffix is not part of the name: 'Llama-based'
        pieces = tail.split("-")
        if len(pieces) > 1 and pieces[-1].lower() in rules.name_suffixes:
            while len(pieces) > 1 and pieces[-1].lower() in rules.name_suffixes:
                pieces.pop()
            end = match.start("tail") + len("-".join(pieces))
        has_version = end > match.end("family")
        if family_text != family and not (tail.startswith("-") and tail[1:2].isdigit()) and not (_case_variant(family_text) and family.lower() not in need_version):
            continue  # 'gemini-3.1-pro' may be lower case; a bare lower-case 'phi' is the letter
        if not has_version and family.lower() in need_version:
            continue
        if _math_symbol(view, match.start(), end):
            continue
        if family.lower() in rules.architecture_families and not _speaks_of_weights(view, match.start(), end):
            # 'a ResNet-152 backbone', 'Mamba-2 layers': the architecture, a method (guidelines, clarification 3)
            found.append(_mention(view, match.start(), end, "method", "method/architecture", P_MODEL))
            continue
        found.append(_mention(view, match.start(), end, "model", "model/family-version", P_MODEL, family=family))
    return found


def _case_variant(written: str) -> bool:
    """'Deepseek', 'MISTRAL': a family written in another case by its users, still a name (not 'phi', 'opt')."""
    return len(written) >= 4 and written[:1].isupper()


def compound_model_mentions(view: TextView, rules: EntityRules) -> list[Mention]:
    """Models named after a family with a prefix: 'PaliGemma2', 'VideoLLaMA2', 'MoE-LLaVA', 'mHuBERT-147',
    'FastSAM', 'OpenAI-o1' (the family starts a new capitalised part or follows a hyphen)."""
    found: list[Mention] = []
    for token in view.tokens:
        reading = rules.compound_cache[token.text]
        if reading is None:
            continue
        name, family = reading
        end = token.start + len(name)
        if family.lower() in rules.architecture_families and not _speaks_of_weights(view, token.start, end):
            found.append(_mention(view, token.start, end, "method", "method/architecture", P_STYLED))
        else:  # below the lexicons: 'SparseGPT' is a pruning method
            found.append(_mention(view, token.start, end, "model", "model/family-compound", P_STYLED, family=family))
    return found


def _compound_reading(text: str, rules: EntityRules) -> tuple[str, str] | None:
    """(name, family) when a word is a family's name with a prefix; read once per distinct word."""
    if len(text) < 4 or text.islower() or text.isupper():
        return None
    match = rules.inner_family_pattern.search(text)
    if match is None:
        return None
    prefix = text[: match.start()].strip("-")
    if not prefix.isalnum() or (prefix.islower() and len(prefix) > 2):
        return None  # 'fine-CLIP' is a word and a name; 'mBERT' a name
    name = strip_name_suffix(text.rstrip(".,;:"), rules)
    if match.start() >= len(name) or _classify_name(name, rules) in ("dataset", "metric"):
        return None  # 'SEED-Bench-R1' is a benchmark
    written = match.group("joined") or match.group("hyphened")
    return name, rules.families.get(written.lower(), written)


_WEIGHTS = re.compile(r"pre-?trained|checkpoints?\b|weights\b|fine-?tun|off-the-shelf|released", re.IGNORECASE)


def _speaks_of_weights(view: TextView, start: int, end: int) -> bool:
    """'ResNet-50 pretrained on ImageNet', 'fine-tuned ViT-B/16 checkpoints': the released model, not the design."""
    sentence_start, sentence_end = view.sentence_at(start)
    window = view.text[max(sentence_start, start - 40) : min(sentence_end, end + 40)]
    return _WEIGHTS.search(window) is not None


def _model_matches(view: TextView, rules: EntityRules) -> Iterable[re.Match[str]]:
    """The model pattern tried only where a token starts with a family's first letters: one big
    alternation scanned over every position of the text costs more than the rest of the rules together."""
    text, tokens = view.text, view.tokens
    for index in view.where(T_FAMILY):
        match = rules.model_pattern.match(text, tokens[index].start)
        if match is not None:
            yield match


def acronym_mentions(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """Both halves of every acronym definition that names an entity.

    A definition of a field term ('remote sensing (RS)', 'large language models (LLMs)') blocks its acronym
    everywhere in the document instead.
    """
    found: list[Mention] = []
    text = view.text
    for (long_start, long_end), (short_start, short_end) in find_acronym_pairs(view):
        long_text, short_text = text[long_start:long_end], text[short_start:short_end]
        proposed_here = _after_propose_verb(view, long_start, rules)
        generic = rules.is_generic(long_text) or rules.is_generic(short_text) or _is_organization(long_text, rules)
        if generic or not (proposed_here or _names_an_entity(long_text, short_text, view, long_start, rules)):
            blocked.append((long_start, long_end))
            blocked.extend(_occurrences(text, short_text))
            continue
        # the short form's lexicon entry counts unless the abstract defines it otherwise: 'Adaptive Support
        # Regularization (ASR)' is not the metric ASR (attack success rate)
        known = rules.lookup(short_text)
        redefined = known is not None and known[2] is not None and known[2] != long_text.lower()
        label = _classify_name(long_text, rules)
        if label is None and long_text.split()[-1].lower() in rules.metric_heads_defined:
            label = "metric"  # 'Dice Similarity Coefficient (DSC)'
        if label is None and short_text in rules.family_spellings and long_text.split()[-1] in ("Model", "Models"):
            label = "model"  # 'Segment Anything Model (SAM)', not the method SAM (sharpness-aware minimization)
        label = label or (None if redefined else _classify_name(short_text, rules)) or "method"
        long_mention = _mention(view, long_start, long_end, label, "entity/acronym-long-form", P_ACRONYM,
                                is_long_form=True)  # fmt: skip
        short_mention = _mention(view, short_start, short_end, label, "entity/acronym", P_ACRONYM)
        long_mention.partner, short_mention.partner = short_mention, long_mention
        if label == "model":
            long_mention.family = short_mention.family = _family_of(short_text, rules)
        if proposed_here:
            long_mention.proposed = short_mention.proposed = True
        if label == "metric":
            long_mention.canonical = long_text.lower()
            short_mention.canonical = long_text.lower()
        found.extend((long_mention, short_mention))
    return found


def _after_propose_verb(view: TextView, start: int, rules: EntityRules) -> bool:
    """A definition in the object of 'we <verb>': 'We formulate image-based differential expression ranking
    (IDER)', 'we propose a novel dynamic pyramid network (DPN)', 'we propose a method known as ... (ARPO)'."""
    sentence_start = view.sentence_at(start)[0]
    before = view.text[max(sentence_start, start - 80) : start].lower()
    for match in reversed(list(_WE_VERB.finditer(before))):
        if match.group(1) in rules.propose_verbs:
            return not _CLAUSE_BREAK.search(before, match.end())
    return False


_WE_VERB = re.compile(r"\bwe\s+(?:\w+ly\s+)?([a-z]+)\b")
# between the verb and the definition: no new clause or list ('we propose X, which uses Y (Z)')
_CLAUSE_BREAK = re.compile(r"[,;:()]|\b(?:that|which|to|where|whose|with|for|on|by|using|via|of|and|or)\b")


def _is_organization(surface: str, rules: EntityRules) -> bool:
    return any(word.lower() in rules.organization_heads for word in surface.split())


def _occurrences(text: str, surface: str) -> list[tuple[int, int]]:
    """Where ``surface`` stands as a whole word (non-overlapping, left to right; no regex to compile per name)."""
    found: list[tuple[int, int]] = []
    if not surface:
        return found
    start = text.find(surface)
    while start != -1:
        end = start + len(surface)
        if (start == 0 or not text[start - 1].isalnum()) and (end == len(text) or not text[end].isalnum()):
            found.append((start, end))
        start = text.find(surface, end)
    return found


def _names_an_entity(long_text: str, short_text: str, view: TextView, long_start: int, rules: EntityRules) -> bool:
    """Title Case, a coined acronym (LoRA, PrO), a proper noun or a method head: a name, not a field term."""
    words = long_text.split()
    last = words[-1].lower()
    if _names_a_class(short_text, words, rules):
        return False  # 'Spiking Neural Networks (SNNs)', 'large multimodal models (LMMs)': a kind of thing, not a name
    sentence_start = view.sentence_at(long_start)[0]
    at_sentence_start = not view.text[sentence_start:long_start].strip()
    capitalized = [w for i, w in enumerate(words) if w[:1].isupper() and not (i == 0 and at_sentence_start)]
    if len(capitalized) >= max(1, (len(words) + 1) // 2) and (len(capitalized) >= 2 or len(words) == 1):
        return True
    if any(ch.islower() for ch in short_text[1:]) and not short_text.endswith("s"):
        return True  # coined acronyms mix cases: LoRA, PrO, RC-aux
    if last in rules.metric_strong or last in rules.metric_weak or last in rules.metric_heads_defined:
        return True  # a measure defined with its acronym: 'mean corruption error (mCE)'
    if short_text in rules.family_spellings or _known_as(short_text, long_text, rules):
        return True  # a known name: 'masked autoencoder (MAE)', 'direct preference optimization (DPO)'
    if any(w[:1].isupper() and i + 1 < len(words) and words[i + 1][:1].islower() for i, w in enumerate(words) if i):
        return True  # a proper noun inside a lower-case phrase: 'extended Kalman filter (EKF)'
    # a lower-case phrase is a standard technique ('contrastive decoding (CD)', 'multi-head attention (MHA)'),
    # not a name (guidelines, clarifications 1 and 2), unless a word in it is name-shaped
    return any(is_name_shaped(w) for w in words)


def _known_as(short_text: str, long_text: str, rules: EntityRules) -> bool:
    """The short form is a lexicon method or model, or a metric with this long form ('ASR' is not 'automatic
    speech recognition'); a dataset acronym defined by a lower-case phrase names the task ('VQA')."""
    known = rules.lookup(short_text)
    if known is None:
        return False
    label, _, canonical = known
    return label in ("method", "model") or (label == "metric" and canonical in (None, long_text.lower()))


def _names_a_class(short_text: str, long_words: Sequence[str], rules: EntityRules) -> bool:
    """A plural acronym ('LMMs', 'SNNs') or plural head noun of a model or network kind names a class of systems."""
    last = long_words[-1].lower()
    singular = short_text[:-1] if short_text.endswith("s") else short_text
    if rules.lookup(short_text) is not None or singular in rules.family_spellings or rules.lookup(singular):
        return False  # 'Vision Transformers (ViTs)': the plural of a known name
    # 'SemDBs' mixes cases: a coined name in the plural, not the acronym of a kind
    plural_short = len(short_text) > 2 and short_text.endswith("s") and short_text[:-1].replace("-", "").isupper()
    return plural_short or last in _CLASS_HEADS


_CLASS_HEADS = frozenset(["models", "networks", "systems", "machines", "agents", "architectures", "methods"])


def styled_mentions(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """Names set in markup (\\textsc{RPEval}, **X**, *PSID with smoothing*) that contain a name-shaped word."""
    found = []
    for styled in view.markup.styled:
        if styled.style not in ("bold", "italic", "smallcaps", "mono", "underline"):
            continue
        if view.markup.in_math(styled.start) and styled.style != "bold":
            continue
        surface = view.text[styled.start : styled.end].strip()
        start = styled.start + view.text[styled.start : styled.end].index(surface) if surface else styled.start
        end = start + len(surface)
        words = surface.split()
        if not words or len(words) > 6 or (any(ch in surface for ch in ".,;:") and len(words) > 1):
            continue
        if "(" in surface:
            continue  # a styled 'Long Form (LF)' is read by the acronym rule
        has_name = any(is_name_shaped(strip_name_suffix(w, rules)) for w in words)
        title = len(words) >= 2 and all(_is_capitalized(w) or w.lower() in _CONNECTORS for w in words)
        if not has_name and not (title and (_classify_name(surface, rules) or words[-1].lower() in rules.method_nouns)):
            continue
        if rules.is_generic(surface) or blocked.overlaps(start, end):
            continue
        label = _classify_name(surface, rules) or "method"
        found.append(_mention(view, start, end, label, "entity/styled-name", P_STYLED))
    return found


def shape_mentions(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """Name-shaped words (CamelCase, acronyms, versioned names) and Title Case names with a telling head."""
    found: list[Mention] = []
    tokens = view.tokens
    resume = 0  # the first token after the last Title Case name
    for index in view.where(T_CAPITAL):  # most words have no capital: neither a name shape nor a Title Case run
        token = tokens[index]
        if index < resume or blocked.overlaps(token.start, token.end) or view.markup.in_verbatim(token.start, token.end):
            continue
        run_end = _title_run_end(tokens, index, view)
        if run_end > index + 1:
            first, last = tokens[index], tokens[run_end - 1]
            surface = view.text[first.start : last.end]
            label = _classify_name(surface, rules)
            head = last.lower
            telling = label is not None or head in rules.method_nouns or any(
                is_name_shaped(t.text) and not rules.is_generic(t.text) for t in tokens[index:run_end])
            if _is_organization(surface, rules):
                blocked.append((first.start, last.end))
            elif telling and not rules.is_generic(surface):
                found.append(_mention(view, first.start, last.end, label or "method", "entity/title-case-name",
                                      P_TITLE))  # fmt: skip
                resume = run_end
                continue
        reading = rules.shape_reading(token.text)
        if reading is None:
            continue
        following = tokens[index + 1].lower if index + 1 < len(tokens) else ""
        if following in rules.non_entity_heads:
            continue  # 'the ANR impossibility theorem' names a result, not a method
        if not view.markup.in_math(token.start):
            core_start, core_end, label = reading
            end = token.start + core_end
            scale = _GLUED_SCALE.match(view.text, end) if end == token.end and token.text[-1:].isdigit() else None
            if scale is not None and "-" in token.text:
                end = scale.end()  # 'FVQ-20K', 'ODIR-5K': the tokenizer splits the scale letter off the digits
                if label == "method" and _DATASET_CONTEXT.search(view.text, end, end + 40):
                    label = "dataset"
            found.append(_mention(view, token.start + core_start, end, label, "entity/name-shape", P_SHAPE))
    found.extend(_possessive_systems(view, rules, blocked))
    found.extend(_evaluated_on(view, rules, blocked))
    return found


_GLUED_SCALE = re.compile(r"[KkMB](?![\w\-])")
_DATASET_CONTEXT = re.compile(r"^\W{0,3}(?:a|an|the)?\s*(?:\w+[\s-]){0,3}?(?:dataset|benchmark|corpus)s?\b")


def denoted_mentions(view: TextView, rules: EntityRules, candidates: list[Mention]) -> list[Mention]:
    """'(denoted as CV MAE and CV DINOv2)', 'referred to as X': the phrases named there, whole.

    A phrase of generic parts only ('denoted as RS FMs') names nothing; one that holds a known name takes its
    label ('CV MAE' is a model, like 'MAE').
    """
    found: list[Mention] = []
    text = view.text
    if "denoted" not in text and "referred" not in text and "termed" not in text:
        return found
    for cue in re.finditer(r"\b(?:denoted(?:\s+as)?|referred\s+to\s+as|termed)\s+", text):
        position = cue.end()
        stop = re.search(r"[),;.:]|$", text[position:])
        segment_end = position + (stop.start() if stop else 0)
        for piece in re.finditer(r"[^\s,]+(?:\s+(?!and\b|or\b)[^\s,]+){0,3}", text[position:segment_end]):
            start, end = position + piece.start(), position + piece.end()
            inner = [m for m in candidates if start <= m.start and m.end <= end and m.label != "metric"]
            words = piece.group().split()
            if not inner or len(words) < 2 or (inner[0].start == start and inner[0].end == end):
                continue
            found.append(Mention(start, end, inner[0].label, "entity/denoted-as", P_ACRONYM,
                                 family=inner[0].family))  # fmt: skip
    return found


def _possessive_systems(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """"Anthropic's Clio", "OpenAI's o1": a capitalized name after a lab's possessive is a system or model."""
    found: list[Mention] = []
    if "'s" not in view.text and "’s" not in view.text:
        return found
    tokens = view.tokens
    for index in view.where(T_ORGANIZATION):
        if index + 2 < len(tokens) and tokens[index + 1].text in ("'s", "’s"):
            name = tokens[index + 2]
            if name.text[:1].isalnum() and not rules.is_generic(name.text) and not blocked.overlaps(name.start, name.end):
                label = "model" if _family_of(name.text, rules) else "method"
                found.append(_mention(view, name.start, name.end, label, "entity/lab-possessive", P_CONTEXT))
    return found


def _evaluated_on(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """'experiments on Countdown', 'accuracy on FEMNIST and Shakespeare': capitalized words listed after 'on'
    in an evaluation (other names in the list are left to the other rules)."""
    found: list[Mention] = []
    if " on " not in view.text and " On " not in view.text:
        return found
    tokens, classes = view.tokens, view.classes
    for on in view.where(T_ON):
        sentence_start, sentence_end = view.sentence_at(tokens[on].start)
        before = view.text[sentence_start : tokens[on].start]
        # the clause before 'on' must report an evaluation ('experiments on X'); a sentence that opens with
        # 'On X, ...' may say so after it ('On X and Y, our method reaches ...')
        clause = view.text[sentence_start:sentence_end] if _OPENING.fullmatch(before) else before
        if not rules.evaluation_cue_pattern.search(clause.lower()):
            continue
        index = on + 1
        while index < len(tokens) and classes[index] & T_CAPITAL and not tokens[index].sentence_start:
            token = tokens[index]
            following = tokens[index + 1] if index + 1 < len(tokens) else None
            ends_list = following is None or following.lower in (",", ".", ";", ")", "and", "or", "with", "under",
                                                                  "across")  # fmt: skip
            if not ends_list and not (tokens[index - 1].lower in ("and", "or") and following is not None
                                      and following.lower in rules.list_closing_verbs):  # fmt: skip
                break  # (the last item of 'X, Y and Z' may be followed by the verb)
            plain = token.text.isalpha() or _CAPITALIZED_COMPOUND.fullmatch(token.text)  # 'Peptides-func'
            if classes[index] & T_CAPITALIZED and plain and not rules.is_generic(token.text) \
                    and not blocked.overlaps(token.start, token.end):  # fmt: skip
                found.append(_mention(view, token.start, token.end, "dataset", "dataset/evaluated-on", P_CONTEXT))
            index += 1  # on to the next item of a list: ', X', ', and X', 'and X', 'or X'
            while index < len(tokens) and tokens[index].lower in (",", "and", "or") and index - on < 40:
                index += 1
            if tokens[index - 1].lower not in (",", "and", "or"):
                break
    return found


_CAPITALIZED_COMPOUND = re.compile(r"[A-Z][a-z]+(?:-[A-Za-z0-9]+)+")
_OPENING = re.compile(r"\s*(?:[A-Z][a-z]+ly,?\s*)?")  # nothing, or one adverb: 'Empirically, on ...'


def _title_run_end(tokens: Sequence[Token], index: int, view: TextView) -> int:
    """End (exclusive) of a run of two or more capitalized words starting at index, or index + 1."""
    first, classes = tokens[index], view.classes
    if not classes[index] & T_CAPITALIZED or (first.sentence_start and not is_name_shaped(first.text)):
        return index + 1
    end = index + 1
    capitalized = 1
    while end < len(tokens):
        token = tokens[end]
        if classes[end] & T_CAPITALIZED and not token.sentence_start:
            capitalized += 1
            end += 1
        elif token.lower in ("of", "for", "with", "to") and end + 1 < len(tokens) and classes[end + 1] & T_CAPITALIZED:
            end += 1
        else:
            break
    return end if capitalized >= 2 else index + 1


class Blocked:
    """Stretches of text no entity may overlap (generic terms, URLs), with a per-character mask so that
    the per-token test is one slice instead of a scan over every span."""

    def __init__(self, length: int) -> None:
        self.spans: list[tuple[int, int]] = []
        self._mask = bytearray(length + 1)

    def append(self, span: tuple[int, int]) -> None:
        self.spans.append(span)
        start, end = span
        self._mask[start:end] = b"\x01" * (end - start)

    def extend(self, spans: Iterable[tuple[int, int]]) -> None:
        for span in spans:
            self.append(span)

    def overlaps(self, start: int, end: int) -> bool:
        return 1 in self._mask[start:end]

    def contains(self, start: int, end: int) -> bool:
        return any(a <= start and end <= b for a, b in self.spans)


# ---------------------------------------------------------------------------------------------------------
# Metrics


def metric_mentions(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """Measures: known metric names and '<modifiers> <metric head>' ('average downstream accuracy')."""
    found: list[Mention] = []
    tokens = view.tokens
    lexicon_ends = _lexicon_metrics_by_end(view, rules)
    # the words a measure may end with, and the last words of multi-word metrics of the lexicon
    ends_at = view.where(T_METRIC)
    if lexicon_ends:
        token_ends = view.token_ends
        last_words = (bisect_left(token_ends, end) for end in lexicon_ends)
        ends_at = sorted(set(ends_at).union(i for i in last_words if i < len(tokens) and token_ends[i] in lexicon_ends))
    for index in ends_at:
        token = tokens[index]
        hyphenated = "-" in token.text or "–" in token.text
        if blocked.overlaps(token.start, token.end):
            continue
        if index > 0 and _NUMBER_TOKEN.fullmatch(tokens[index - 1].text) and (
                rules.is_metric_name(token.text) or token.lower in rules.metric_strong):  # fmt: skip
            # '0.2481 MAE on Peptides-struct': a measure written after its value, whatever else the word names
            found.append(_mention(view, token.start, token.end, "metric", "metric/after-value", P_ACRONYM,
                                  canonical=_metric_canonical(token.text, token, rules.lookup(token.text), rules)))  # fmt: skip
            continue
        next_lower = tokens[index + 1].lower if index + 1 < len(tokens) else ""
        if _METRIC_PREFIX.match(token.text) and not rules.lookup(token.text) and not (
                next_lower in rules.metric_strong or next_lower in rules.metric_weak):  # fmt: skip
            end = token.end
            following = tokens[index + 1] if index + 1 < len(tokens) else None
            if following is not None and following.text == "%" and following.start == end and token.text[-1].isdigit():
                end = following.end  # 'TPR5%'
            found.append(_mention(view, token.start, end, "metric", "metric/name-shape", P_METRIC,
                                  canonical=view.text[token.start : end].lower()))  # fmt: skip
            continue
        parts = re.split(r"(?<=\w)[-–](?=\w)", token.text) if hyphenated else [token.text]
        if len(parts) > 1 and all(p.lower() in rules.metric_strong | rules.metric_weak for p in parts) and any(
                p.lower() in rules.metric_strong for p in parts):  # fmt: skip
            position = token.start  # 'recall--accuracy decoupling', 'accuracy–cost trade-offs': two measures
            for part in parts:
                offset = view.text.index(part, position)
                found.append(_mention(view, offset, offset + len(part), "metric", "metric/head-word", P_METRIC,
                                      canonical=part.lower()))  # fmt: skip
                position = offset + len(part)
            continue
        head_word = re.split(r"[-–]", token.lower)[-1] if hyphenated else token.lower
        if head_word not in rules.metric_strong and head_word not in rules.metric_weak and \
                head_word not in rules.metric_lexicon_lasts:  # fmt: skip
            continue  # no metric ends with this word
        entry = rules.lookup(token.text)
        phrase_start = token.start
        longer, longer_start = lexicon_ends.get(token.end, (None, token.start))
        if longer is not None and longer_start < token.start:
            entry, phrase_start = longer, longer_start  # 'top-1 accuracy', 'mutual information'
        is_known = entry is not None and entry[0] == "metric"
        strong = head_word in rules.metric_strong or is_known
        weak = head_word in rules.metric_weak
        if not (strong or weak) or blocked.overlaps(token.start, token.end):
            continue
        if head_word != token.lower and not _is_hyphenated_measure(token.lower, is_known):
            continue
        following = tokens[index + 1] if index + 1 < len(tokens) else None
        if following is not None and _continues_compound(following, rules) and token.text.islower():
            continue  # 'error pattern analysis', 'confidence estimation'
        first_index = next(i for i in range(index, -1, -1) if tokens[i].start <= phrase_start)
        # a weak head after a known measure takes that measure's modifiers too: 'downstream cross-entropy loss'
        after_known = first_index > 0 and rules.is_metric_name(tokens[first_index - 1].text)
        start_index = _modifiers_start(tokens, first_index, rules, limit=3 if strong or after_known else 1)
        if start_index == first_index and head_word in _RATE_HEADS and first_index > 0:
            previous = tokens[first_index - 1]  # 'acceptance rate', 'win rate': X rate is a measure
            if previous.text.isalpha() and previous.text.islower() and previous.lower not in rules.stop_words \
                    and previous.lower not in rules.modifier_stops and not previous.lower.endswith(("ing", "ly")):  # fmt: skip
                start_index = first_index - 1
        if weak and not strong and start_index == index and head_word == token.lower:
            continue
        start = tokens[start_index].start
        surface = view.text[start : token.end]
        canonical = _metric_canonical(surface, token, entry, rules)
        # a multi-word metric of the lexicon outranks a name inside it: 'CLIP score' over the model CLIP
        priority = P_LEXICON if is_known and phrase_start < token.start else P_METRIC
        found.append(_mention(view, start, token.end, "metric",
                              entry[1] if entry is not None and is_known and start_index == index else "metric/head-word",
                              priority, canonical=canonical))  # fmt: skip
    return found


_RATE_HEADS = frozenset({"rate", "rates"})
_NUMBER_TOKEN = re.compile(r"[+\-−±]?\d+(?:[.,]\d+)*%?")
_METRIC_PREFIX_STARTS = frozenset("AaTtFfPpmHRNnD")
_BOUND_PREFIXES = frozenset(
    ["iso", "pre", "post", "non", "multi", "semi", "anti", "co", "re", "sub", "super", "inter", "intra", "over", "under", "high", "low", "mixed", "full", "half", "single", "double", "self", "cross", "out", "in", "un", "de", "mis"]
)


def _lexicon_metrics_by_end(view: TextView, rules: EntityRules) -> dict[int, tuple[tuple[str, str, str | None], int]]:
    """Multi-word metrics of the lexicon by where they end ('mutual information', 'exact match')."""
    found: dict[int, tuple[tuple[str, str, str | None], int]] = {}
    for start, end, _ in view.lexicon_hits:
        entry = rules.lookup(view.text[start:end])
        if entry is not None and entry[0] == "metric" and (end not in found or start < found[end][1]):
            found[end] = (entry, start)
    return found


def _is_hyphenated_measure(lower: str, is_known: bool) -> bool:
    """'deletion-faithfulness' is a measure; 'iso-depth' and 'low-precision' are not."""
    if is_known:
        return True
    parts = lower.split("-")
    return len(parts) == 2 and parts[0].isalpha() and len(parts[0]) >= 4 and parts[0] not in _BOUND_PREFIXES


def _continues_compound(token: Token, rules: EntityRules) -> bool:
    """Whether the word after a metric head makes it a modifier of a larger noun: 'error pattern analysis',
    'confidence estimation', 'recall tasks' (but not 'accuracy loss', 'regret guarantees', 'scores rise')."""
    lower = token.lower
    if not token.text.isalpha() or not token.text.islower() or lower in _CHANGE_NOUNS:
        return False
    return lower in _COMPOUND_NOUNS or lower.endswith(_NOUN_ENDINGS)


_NOUN_ENDINGS = ("tion", "sion", "ment", "ness", "ity", "ance", "ence", "ysis", "ism")
_COMPOUND_NOUNS = frozenset(
    ["pattern", "patterns", "signal", "signals", "target", "targets", "task", "tasks", "estimate", "estimates", "distribution", "distributions", "map", "maps", "function", "functions", "head", "heads", "term", "terms", "matrix", "vector", "space", "budget", "budgets", "threshold", "thresholds", "region", "regions", "profile", "profiles", "landscape", "surface", "model", "models", "module", "modules", "layer", "layers", "token", "tokens", "allocation", "predictor", "predictors", "estimator", "estimators", "weighting", "weights", "baseline", "baselines", "method", "methods", "approach", "approaches"]
)


_CHANGE_NOUNS = frozenset(
    ["reduction", "reductions", "improvement", "improvements", "gain", "gains", "drop", "drops", "degradation", "increase", "increases", "decrease", "decreases", "loss", "losses", "trade-off", "trade-offs", "tradeoff", "tradeoffs", "versus", "guarantees", "guarantee", "bound", "bounds", "values", "value", "levels", "analyses", "analysis"]
)
_ADJECTIVE_ENDINGS = ("al", "ive", "ed", "ent", "ant", "ory", "ous", "ible", "able", "ful", "less")


def _is_metric_modifier(token: Token, rules: EntityRules, next_to_head: bool) -> bool:
    if token.sentence_start:
        return False
    kind = rules.modifier_kind(token.text)
    return kind == MODIFIES or (kind == MODIFIES_NEXT_TO_HEAD and next_to_head)


MODIFIES, MODIFIES_NEXT_TO_HEAD, NOT_A_MODIFIER = 2, 1, 0


def modifier_kind(text: str, rules: EntityRules) -> int:
    """Whether a word can modify a measure: always, only right before the head ('explained variance', not
    'matched training compute'), or not at all."""
    lower = text.lower()
    if lower in rules.modifier_stops or lower in rules.stop_words:
        return NOT_A_MODIFIER
    if "-" in text or "–" in text:
        parts = _DASHES.split(text)
        if any(ch.isdigit() for ch in text) or (parts[0][:1].isupper() and any(ch.islower() for ch in parts[0])):
            return NOT_A_MODIFIER  # 'WikiText-2 perplexity': the modifier is a dataset name
        last = parts[-1].lower()
        if _HYPHENATED_WORD.fullmatch(text) and not (last.endswith("ing") and last not in rules.ing_nouns):
            return MODIFIES
        return NOT_A_MODIFIER
    if _ACRONYM.fullmatch(text):
        entry = rules.lookup(text)  # 'FLOP count'; but in 'MMLU accuracy' the dataset is not part of the measure
        return MODIFIES if entry is None or entry[0] in ("generic", "metric") else NOT_A_MODIFIER
    if not text.isalpha() or not text.islower():
        return NOT_A_MODIFIER
    if lower in rules.metric_modifiers:
        return MODIFIES
    if lower.endswith("ed"):
        return MODIFIES_NEXT_TO_HEAD
    return MODIFIES if lower.endswith(_ADJECTIVE_ENDINGS) else NOT_A_MODIFIER


_HYPHENATED_WORD = re.compile(r"[\w\-–]+")
_ACRONYM = re.compile(r"[A-Z]{2,}")


def _modifiers_start(tokens: Sequence[Token], head: int, rules: EntityRules, limit: int) -> int:
    start = head
    while start > 0 and head - start < limit:
        previous = tokens[start - 1]
        if previous.lower in rules.metric_strong and start == head:
            break  # 'accuracy loss': the measure is accuracy
        if not _is_metric_modifier(previous, rules, next_to_head=start == head):
            break
        start -= 1
    return start


def _metric_canonical(surface: str, head: Token, entry: tuple[str, str, str | None] | None, rules: EntityRules) -> str:
    whole = rules.lookup(surface)
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


# ---------------------------------------------------------------------------------------------------------
# Context: proposals, appositives, 'on X'


def _appositive_label(text: str, start: int, rules: EntityRules) -> str | None:
    """Read ', a benchmark of ...' / ', the discrepancy between ...' after a name: its label, if it says one."""
    match = _APPOSITIVE_COMMA.match(text, start) or _APPOSITIVE_AS.match(text, start)
    if not match:
        return None
    rest = match.group("rest").lower()
    clause = _RELATIVE_CLAUSE.split(rest, maxsplit=1)[0]
    words = _WORDS.findall(clause)
    if match.group("det") == "the" and any(word in rules.metric_appositives for word in words[:2]):
        return "metric"
    # the appositive's head decides ('a human-in-the-loop system designed to accelerate the creation of ...
    # benchmarks' is a system; 'a caching framework ... web environment overhead' a framework); a benchmark
    # or suite further on counts only when the head names no method
    if rules.dataset_appositive_pattern.search(" ".join(words[:6])):
        return "dataset"
    if any(word in rules.method_nouns for word in words[:8]):
        return "method"
    if _STRONG_DATA_WORDS.search(rest):
        return "dataset"
    return None


def _label_before(view: TextView, trigger: int, rules: EntityRules) -> str | None:
    """What the noun phrase before 'called' / 'dubbed' says a name is: 'a new evaluation suite, dubbed X'."""
    tokens = view.tokens
    sentence_start = view.sentence_at(tokens[trigger].start)[0]
    words = [t.lower for t in tokens[max(0, trigger - 6) : trigger] if t.start >= sentence_start]
    while words and words[-1] in (",", "which", "we", "is", "are", "was"):
        words.pop()
    phrase = " ".join(words[-4:])
    if words and rules.dataset_appositive_pattern.search(phrase):
        return "dataset"
    if words and words[-1] in rules.method_nouns:
        return "method"
    return None


_STRONG_DATA_WORDS = re.compile(r"\b(?:benchmarks?|datasets?|corpus|corpora|suites?|testbeds?|leaderboards?)\b")
_APPOSITIVE_COMMA = re.compile(r"\s*(?:\([^()]*\))?\s*,\s*(?P<det>an?|the)\s+(?P<rest>[^.;:]{0,160})")
_APPOSITIVE_AS = re.compile(r"\s+as\s+(?P<det>an?)\s+(?P<rest>[^.;:]{0,120})")
_RELATIVE_CLAUSE = re.compile(r"\b(?:that|which|where|whose|to)\b")
_WORDS = re.compile(r"[\w\-]+")


def proposal_mentions(view: TextView, rules: EntityRules, candidates: list[Mention]) -> list[Mention]:
    """Names the abstract introduces: 'we propose X', 'called X', 'which we call X', 'our X', 'X, a ...'."""
    tokens = view.tokens
    text = view.text
    new: list[Mention] = []
    by_start = sorted(candidates, key=lambda m: (m.start, -m.end))
    starting_at: dict[int, list[Mention]] = {}
    for mention in by_start:
        starting_at.setdefault(mention.start, []).append(mention)
    for index in view.where(T_TRIGGER):
        token = tokens[index]
        lower = token.lower
        trigger = None
        if lower in rules.propose_verbs and index > 0 and tokens[index - 1].lower in ("we", "paper", "work", "further",
                                                                                     "also", "then", "first", "thus", "hence"):  # fmt: skip
            trigger = "propose"
        elif (lower in rules.naming_verbs and lower.endswith("ed") and _FIRST_PERSON.search(text[slice(*view.sentence_at(token.start))])) or (lower in rules.naming_verbs and index > 0 and tokens[index - 1].lower == "we"):
            trigger = "named"
        elif lower == "our" and index + 1 < len(tokens):
            trigger = "our"
            while index + 1 < len(tokens) and tokens[index + 1].lower in ("proposed", "new", "novel", "first",
                                                                           "second", "third", "final", "main"):  # fmt: skip
                index += 1
        if trigger is None:
            continue
        sentence_end = view.sentence_at(token.start)[1]
        target = _next_name(tokens, index + 1, starting_at, sentence_end, trigger, text, rules)
        if target is None and trigger == "propose":
            target = _new_name_after_trigger(view, index + 1, rules, starting_at)
            if target is not None and all(target is not m for m in starting_at.get(target.start, ())):
                new.append(target)
        if target is None and trigger == "named" and index + 1 < len(tokens):
            following = tokens[index + 1]  # 'a model, called Llemma': a plain capitalized word is named here
            if view.classes[index + 1] & T_CAPITALIZED and following.text.isalpha() and not following.sentence_start \
                    and not rules.is_generic(following.text):  # fmt: skip
                target = Mention(following.start, following.end, "method", "entity/named", P_PROPOSED)
                new.append(target)
        if target is None:
            continue
        target.proposed = True
        label = _appositive_label(text, target.end, rules)
        if label is None and trigger == "named":  # 'a new evaluation suite, dubbed MIMIR-Clean'
            label = _label_before(view, index, rules)
        untyped_acronym = target.priority == P_ACRONYM and target.label == "method" and \
            _classify_name(text[target.start : target.end], rules) is None  # fmt: skip
        if label is not None and (target.priority < P_LEXICON or untyped_acronym):
            target.label = label  # an acronym's 'method' is a default: 'We introduce CORE (...), a dataset'
        elif label is None and target.rule == "model/family-compound":
            target.label = "method"  # 'We propose PointSAM': the paper's system, built on SAM, not a released model
        if target.partner is not None:
            target.partner.proposed = True
            target.partner.label = target.label
    # 'We turn this geometry into CoRP (Consolidating ...), a gradient-free operator': a name first met in a
    # first-person sentence, followed by an appositive that says what it is, is introduced there.
    seen: set[str] = set()
    for mention in by_start:
        surface = text[mention.start : mention.end]
        first_time = surface not in seen
        seen.add(surface)
        if not first_time or mention.proposed or (mention.priority >= P_LEXICON and mention.priority != P_ACRONYM):
            continue
        if mention.label != "metric" and _IS_PROPOSED.match(text, mention.end):
            mention.proposed = True  # 'A new optimizer, AdaMuon, is proposed to ...' (not 'was proposed by')
            if mention.partner is not None:
                mention.partner.proposed = True
            continue
        if mention.is_long_form or not _APPOSITIVE_START.match(text, mention.end):
            continue
        sentence = text[slice(*view.sentence_at(mention.start))]
        label = _appositive_label(text, mention.end, rules)
        if label is not None and _FIRST_PERSON.search(sentence):
            mention.proposed = True
            # an acronym's label is the method default unless its long form said otherwise: 'We introduce CORE
            # (Comprehensive Ontological Relation Evaluation), a dataset'
            untyped_acronym = mention.priority == P_ACRONYM and mention.label == "method" and \
                _classify_name(text[mention.start : mention.end], rules) is None  # fmt: skip
            mention.label = label if mention.priority < P_LEXICON or untyped_acronym else mention.label
            if mention.partner is not None:
                mention.partner.proposed = True
                mention.partner.label = mention.label
    return new


_IS_PROPOSED = re.compile(r"\s*(?:\([^()]*\)\s*)?,?\s*(?:is|are)\s+(?:\w+ly\s+)?(?:proposed|introduced|presented|"
                          r"developed)\b(?!\s+(?:by|in)\b)")
_APPOSITIVE_START = re.compile(r"\s*(?:\([^()]*\)\s*)?(?:,|as\b)")


def _next_name(tokens: Sequence[Token], index: int, candidates: dict[int, list[Mention]], sentence_end: int, trigger: str,
               text: str, rules: EntityRules) -> Mention | None:  # fmt: skip
    """The first candidate name within a few words after a trigger (skipping articles and adjectives)."""
    limit = {"named": 3, "our": 1}.get(trigger, 8)
    skipped = 0
    while index < len(tokens) and skipped <= limit and tokens[index].start < sentence_end:
        token = tokens[index]
        starting = [m for m in candidates.get(token.start, ()) if m.label != "metric"]
        if starting:
            return max(starting, key=lambda m: (m.priority, m.end - m.start))
        if token.text == "," and trigger == "our" and tokens[index - 1].lower in _CONTRIBUTION_NOUNS:
            index += 1  # 'our first contribution, *PSID with filtering*'
            continue
        if token.text in (",", ";", ":", ".") and trigger != "propose":
            return None
        if token.lower in ("that", "which", "to", "for", "of", "by", "in", "with") and trigger == "propose":
            return None
        if token.text == "," and trigger == "propose":
            # 'we design a novel evaluation pipeline, Brittlebench, to ...'
            nxt = tokens[index + 1] if index + 1 < len(tokens) else None
            if nxt is not None and nxt.text[:1].isupper():
                return None
            return None
        skipped += 1
        index += 1
    return None


_COLLECTION_NOUNS = frozenset(["pipeline", "benchmark", "suite", "dataset", "framework"])
_PLAIN_WORD = re.compile(r"[A-Za-z][\w\-–]*")
_CONTRIBUTION_NOUNS = frozenset(["contribution", "contributions", "method", "approach", "framework", "model", "algorithm"])


def _new_name_after_trigger(view: TextView, index: int, rules: EntityRules,
                            candidates: dict[int, list[Mention]]) -> Mention | None:  # fmt: skip
    """The name after 'we design a ... pipeline, X' (a candidate starting there, or the capitalized words
    there), or a short lower-case term followed by an appositive: 'we introduce prefix branching, a ...'."""
    tokens, text = view.tokens, view.text
    sentence_end = view.sentence_at(tokens[index - 1].start)[1]
    position = index
    while position < len(tokens) and tokens[position].lower in ("a", "an", "the", "new", "novel", "simple"):
        position += 1
    words: list[Token] = []
    while position < len(tokens) and len(words) < 8 and tokens[position].start < sentence_end:
        token = tokens[position]
        if token.text in (",", "(") or token.lower == "as":
            break
        if not _PLAIN_WORD.fullmatch(token.text) or token.lower in rules.stop_words:
            return None
        words.append(token)
        position += 1
    if not words or position >= len(tokens):
        return None
    if tokens[position].text == "," and position + 1 < len(tokens):
        after = tokens[position + 1]
        if _is_capitalized(after.text) and after.text.isalpha() and (
                words[-1].lower in rules.method_nouns or words[-1].lower in _COLLECTION_NOUNS):  # fmt: skip
            noun_phrase = text[words[0].start : words[-1].end].lower()
            label = "dataset" if any(w in noun_phrase for w in rules.dataset_appositives) else "method"
            named = [m for m in candidates.get(after.start, ()) if m.label != "metric"]
            if named:  # 'a distillation method, Consistency Trajectory Matching (CTM), that ...'
                found = max(named, key=lambda m: (m.priority, m.end - m.start))
                if found.priority < P_LEXICON or found.priority == P_ACRONYM:
                    found.label = label
                return found
            end = tokens[_title_run_end(tokens, position + 1, view) - 1].end
            return Mention(after.start, end, label, "entity/we-propose", P_PROPOSED, proposed=True)
    if len(words) > 4 or any(w.text[:1].isupper() for w in words[1:]):
        return None
    appositive = _appositive_label(text, words[-1].end, rules)
    if appositive is None:
        return None
    return Mention(words[0].start, words[-1].end, appositive, "entity/we-propose", P_PROPOSED, proposed=True)


def context_labels(view: TextView, mentions: list[Mention], rules: EntityRules) -> None:
    """Relabel names by their surroundings: 'on X', 'the X benchmark', 'benchmarks (X, Y, Z)', coordination."""
    text = view.text
    for mention in mentions:
        if mention.priority >= P_LEXICON or mention.label != "method":
            continue
        before = text[max(0, mention.start - 40) : mention.start]
        after = text[mention.end : mention.end + 30]
        if re.match(r"\s+(?:benchmarks?|datasets?|suites?|corpus|environments?|leaderboards?|tasks?|games?|prompts?|problems|questions)\b", after, re.IGNORECASE) \
                or _DATASET_HEAD_AFTER.match(after):  # fmt: skip
            mention.label = "dataset"
        elif re.search(r"\b(?:[Oo]n|[Uu]nder)\s+(?:the\s+)?$", before) and re.match(r"\s*(?:[,.;:)]|and\b|under\b|with\b|$)", after):
            if not _BUILT_ON.search(before):
                mention.label = "dataset"
        elif re.search(r"\b(?:benchmarks?|datasets?|tasks?|subsets?|splits?|suites?|corpora|environments?)\s*\("
                       r"(?:[^()]*,\s*)?$", before):
            mention.label = "dataset"
        else:
            listed = _KIND_BEFORE_LIST.search(text[max(0, mention.start - 120) : mention.start])
            if listed is not None:  # 'benchmarks like MMTEB', 'two environments: MESSENGER and ...'
                label = _KIND_LABELS[listed.group("kind").lower().rstrip("s")]
                name = re.split(r"[-\d]", text[mention.start : mention.end])[0].lower()
                if label != "model" or name not in rules.architecture_families:  # 'models such as DETR': a design
                    mention.label = label


def listed_with_names(view: TextView, rules: EntityRules, candidates: list[Mention], blocked: Blocked) -> list[Mention]:
    """'models including Chronos, TimesFM and Moirai': plain capitalized words listed after 'such as' /
    'including' / 'like' with a name the other rules found are names of the same kind."""
    found: list[Mention] = []
    text, tokens = view.text, view.tokens
    if "such as" not in text and "including" not in text and " like " not in text:
        return found
    by_start = {m.start: m for m in candidates if m.label != "metric"}
    for cue in _LIST_CUE.finditer(text):
        index = bisect_left(view.token_starts, cue.end())
        items: list[Token] = []
        known: Mention | None = None
        while index < len(tokens) and len(items) < 12:
            token = tokens[index]
            if token.start in by_start:
                known = known or by_start[token.start]
                index = bisect_left(view.token_starts, by_start[token.start].end)
            elif view.classes[index] & T_CAPITALIZED and token.text.isalpha() and not token.sentence_start:
                items.append(token)
                index += 1
            else:
                break
            if index < len(tokens) and tokens[index].lower in (",", "and", "or"):
                while index < len(tokens) and tokens[index].lower in (",", "and", "or"):
                    index += 1
            else:
                break
        if known is None:
            continue
        for item in items:
            if not rules.is_generic(item.text) and not blocked.overlaps(item.start, item.end):
                found.append(Mention(item.start, item.end, known.label, "entity/listed-with-names", P_CONTEXT,
                                     family=_family_of(item.text, rules) if known.label == "model" else None))  # fmt: skip
    return found


_LIST_CUE = re.compile(r"\b(?:such as|including|like)\s+")
_LIST_SEPARATOR = re.compile(r"(?:\s+[a-z\-]+){0,2}\s*(?:(?P<bare>,\s*)|,\s*(?:and|or)\s+|\s+(?:and|or)\s+)")
_LIST_GOES_ON = re.compile(r"(?:\s+[a-z\-]+){0,2}\s*(?:,|\s(?:and|or)\s)")


# 'multilingual benchmarks like MMTEB', 'two environments: MESSENGER and MESSENGER-WM', 'a focused benchmark,
# CTFKnow, with ...', 'open models such as Falcon, Pythia and X': the kind named before a list or an appositive
_KIND_BEFORE_LIST = re.compile(
    r"\b(?P<kind>benchmarks?|datasets?|corpora|environments?|suites?|models|LLMs|VLMs|MLLMs)"
    r"(?:\s*,?\s*(?:such as|like|including|e\.g\.,?)\s+|\s*:\s*|\s*,\s*(?=\S+\s*,\s*$))"
    r"(?:[^.;:()]{0,80}?(?:,|\band\b|\bor\b)\s*)?$")
_KIND_LABELS = {"benchmark": "dataset", "dataset": "dataset", "corpora": "dataset", "environment": "dataset",
                "suite": "dataset", "model": "model", "llm": "model", "vlm": "model", "mllm": "model"}


# 'the nuPlan closed-loop benchmark': a dataset head after a modifier or two
_DATASET_HEAD_AFTER = re.compile(r"(?:\s+[a-z][a-z\-]*){1,2}\s+(?:benchmarks?|datasets?|suites?|corpus|leaderboards?)\b")
_BUILT_ON = re.compile(r"\b(?:trained|buil(?:t|ds?|ding)|based|conditioned|rel(?:y|ies|ying)|focus\w*|depend\w*)\s+on\s+"
                       r"(?:the\s+)?$", re.IGNORECASE)  # 'Building on NLLB-200, ...' names a model, not data


def _share_labels_in_lists(view: TextView, mentions: list[Mention]) -> None:
    """'BFCL-v3 multi-turn and ToolSandbox': an unknown name coordinated with a dataset is a dataset, and so on
    along the list ('On CIFAR-10-C, CIFAR-100-C and ImageNet-C')."""
    ordered = sorted(mentions, key=lambda m: m.start)
    links = []
    for first, second in pairwise(ordered):
        between = view.text[first.end : second.start]
        separator = _LIST_SEPARATOR.fullmatch(between)
        if not separator:
            continue
        if separator.group("bare") and not _LIST_GOES_ON.match(view.text, second.end):
            continue  # 'On ImageNet-1K, MaskMix reaches ...': a comma alone makes a list only if one goes on
        links.append((first, second))
    sure = {id(m) for m in mentions if m.label == "dataset"}
    changed = True
    while changed:
        changed = False
        for first, second in links:
            for known, unknown in ((first, second), (second, first)):
                if id(known) in sure and id(unknown) not in sure and unknown.label == "method" \
                        and unknown.priority < P_LEXICON:  # fmt: skip
                    unknown.label = "dataset"
                    sure.add(id(unknown))
                    changed = True


# ---------------------------------------------------------------------------------------------------------
# Putting it together


def resolve_overlaps(mentions: list[Mention]) -> list[Mention]:
    """Keep, among overlapping mentions, the one with the highest priority, then the longest."""
    kept: list[Mention] = []
    taken = bytearray(max((m.end for m in mentions), default=0) + 1)
    for mention in sorted(mentions, key=lambda m: (-m.priority, -(m.end - m.start), m.start)):
        if 1 not in taken[mention.start : mention.end]:
            kept.append(mention)
            taken[mention.start : mention.end] = b"\x01" * (mention.end - mention.start)
    return sorted(kept, key=lambda m: m.start)


def propagate(view: TextView, mentions: list[Mention], rules: EntityRules) -> list[Mention]:
    """A name established once is recognised at every later mention, with the same label and flags."""
    text = view.text
    established: dict[str, Mention] = {}
    for mention in mentions:
        if mention.label == "metric" and mention.priority <= P_METRIC:
            continue
        surface = text[mention.start : mention.end]
        if len(surface) < 2 or rules.is_generic(surface):
            continue
        current = established.get(surface)
        if current is None or (mention.proposed, mention.priority) > (current.proposed, current.priority):
            established[surface] = mention
    _add_abbreviations(established)
    by_span = {(m.start, m.end): m for m in mentions}
    added: list[Mention] = []
    for surface, source in sorted(established.items(), key=lambda item: -len(item[0])):
        for start, end in _occurrences(text, surface):
            if _inside_hyphenated_name(text, start, end, rules):
                continue  # 'EKF' in 'PrO-EKF' (but 'LeWM' in 'LeWM-style' counts)
            existing = by_span.get((start, end))
            if existing is not None:
                if existing is not source and not existing.proposed and (
                        existing.priority <= source.priority or source.proposed):  # fmt: skip
                    # the label, and the meaning an acronym was defined with ('Trajectory Executability Rate
                    # (TER)', not a lexicon's translation edit rate), come from where the name was established
                    redefined = _defined_otherwise(existing, source, view, rules)
                    if existing.label != source.label or redefined:
                        existing.rule, existing.canonical = source.rule, source.canonical if redefined else \
                            existing.canonical  # fmt: skip
                    existing.label, existing.proposed = source.label, source.proposed or existing.proposed
                    existing.family = existing.family or source.family
                continue
            if view.markup.in_verbatim(start, end):
                continue
            added.append(Mention(start, end, source.label, source.rule, max(source.priority - 1, P_SHAPE + 1),
                                 proposed=source.proposed, family=source.family, canonical=source.canonical))  # fmt: skip
    # a propagated mention replaces weaker overlapping readings, never a stronger one
    return resolve_overlaps(mentions + added)


def _defined_otherwise(existing: Mention, source: Mention, view: TextView, rules: EntityRules) -> bool:
    """The abstract defines an acronym with another meaning than the lexicon's canonical name of the same
    surface: 'Trajectory Executability Rate (TER)' against the lexicon's TER, translation edit rate."""
    if source.partner is None or existing.canonical is None or source.canonical is None:
        return False
    long_form = source if source.is_long_form else source.partner
    entry = rules.lookup(" ".join(view.text[long_form.start : long_form.end].split()))
    if entry is not None and entry[2] == existing.canonical:
        return False  # 'Expected Calibration Error (ECE)' is the lexicon's own ECE
    return _plain_name(source.canonical) != _plain_name(existing.canonical)


def _plain_name(name: str) -> str:
    return " ".join(name.lower().split()).removesuffix("s")


_NAME_JOINERS = re.compile(r"[\w+\-–]")


def _inside_hyphenated_name(text: str, start: int, end: int, rules: EntityRules) -> bool:
    if start > 0 and _NAME_JOINERS.match(text[start - 1]):
        return True
    if end < len(text) and text[end] in "-–":
        suffix = re.match(r"[-–]([A-Za-z]+)", text[end:])
        return not (suffix and suffix.group(1).lower() in rules.name_suffixes)
    return bool(end < len(text) and _NAME_JOINERS.match(text[end]))


def _add_abbreviations(established: dict[str, Mention]) -> None:
    """Short forms used without a definition: 'Predictive Concept Decoder' -> 'PCDs', 'LeWorldModel' -> 'LeWM'."""
    for surface, mention in list(established.items()):
        for variant in abbreviations(surface):
            current = established.get(variant)
            replaceable = current is None or (not current.proposed and (
                current.priority <= mention.priority or mention.proposed))  # fmt: skip
            if variant != surface and replaceable:
                established[variant] = mention


@lru_cache(maxsize=CACHE_LIMIT)
def abbreviations(surface: str) -> tuple[str, ...]:
    """The short forms a name may be used by: its initials (and their plural) for a Title Case name, the first
    word part and the other capitals for a CamelCase one."""
    words = surface.split()
    if len(words) >= 2 and all(_is_capitalized(w) or w.lower() in _CONNECTORS for w in words):
        short = initials(words)
        return (short, short + "s") if len(short) >= 2 else ()
    if len(words) == 1 and sum(ch.isupper() for ch in surface) >= 3 and surface[1:].lower() != surface[1:]:
        # CamelCase: keep each capital with the lower-case letters of the first word part only
        first_part = re.match(r"[A-Z][a-z]*", surface)
        capitals = "".join(ch for ch in surface[len(first_part.group()) if first_part else 0 :] if ch.isupper())
        if first_part and len(first_part.group()) > 1 and len(capitals) >= 2:
            return (first_part.group() + capitals,)
    return ()


def sync_proposed(view: TextView, mentions: list[Mention]) -> None:
    """Every mention of a proposed name is proposed; acronym halves share the flag."""
    proposed = {view.text[m.start : m.end] for m in mentions if m.proposed}
    for mention in mentions:
        if mention.partner is not None and mention.partner.proposed:
            proposed.add(view.text[mention.start : mention.end])
    for mention in mentions:
        if view.text[mention.start : mention.end] in proposed and mention.label in ("method", "dataset", "metric"):
            mention.proposed = True


def find_entities(view: TextView, rules: EntityRules) -> list[Mention]:
    """All method, dataset, model and metric mentions of a document, in order."""
    view.classify(rules)
    known, blocked = lexicon_mentions(view, rules)
    for start, end, rule_id, label in view.pattern_hits:
        if not blocked.overlaps(start, end):
            entry = rules.lookup(view.text[start:end]) if label == "metric" else None
            canonical = entry[2] if entry is not None and entry[2] else view.text[start:end].lower()
            known.append(Mention(start, end, label, rule_id, P_LEXICON,
                                 canonical=canonical if label == "metric" else None))  # fmt: skip
    blocked.extend(_url_spans(view))
    models = model_mentions(view, rules) + compound_model_mentions(view, rules)
    acronyms = acronym_mentions(view, rules, blocked)
    styled = styled_mentions(view, rules, blocked)
    shapes = shape_mentions(view, rules, blocked)
    candidates = known + models + acronyms + styled + shapes
    candidates += proposal_mentions(view, rules, candidates)
    candidates += denoted_mentions(view, rules, candidates)
    metrics = _join_hyphenated_metrics(view, metric_mentions(view, rules, blocked))
    context_labels(view, candidates, rules)
    candidates += listed_with_names(view, rules, candidates, blocked)
    mentions = resolve_overlaps(candidates + metrics)
    _share_labels_in_lists(view, mentions)
    mentions = propagate(view, mentions, rules)
    sync_proposed(view, mentions)
    return [m for m in mentions if m.priority >= P_ACRONYM or not blocked.contains(m.start, m.end)]


# with a scheme, or a bare host with a path ('anonymous.4open.science/r/X', 'group.github.io/research/DSG')
def _join_hyphenated_metrics(view: TextView, metrics: list[Mention]) -> list[Mention]:
    """'F1-score', 'BLEU-score': the tokenizer splits the hyphen, the measure is one name."""
    joined: list[Mention] = []
    for mention in sorted(metrics, key=lambda m: (m.start, m.end)):
        previous = joined[-1] if joined else None
        if previous is not None and view.text[previous.end : mention.start] == "-" and mention.end - mention.start <= 6:
            generic_head = view.text[mention.start : mention.end].lower() in ("score", "scores", "measure", "metric")
            canonical = previous.canonical if generic_head else view.text[previous.start : mention.end].lower()
            joined[-1] = Mention(previous.start, mention.end, "metric", previous.rule, previous.priority,
                                 canonical=canonical)  # fmt: skip
            continue
        joined.append(mention)
    return joined


_URL = re.compile(r"(?:https?://|www\.)\S+|[\w\-]+(?:\.[\w\-]+)*\.(?:io|com|org|net|edu|ai|dev|science|app)/\S*",
                  re.IGNORECASE)
_EMAIL = re.compile(r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)*\.[A-Za-z]{2,}")


def _url_spans(view: TextView) -> list[tuple[int, int]]:
    text = view.text
    spans = list(view.markup.verbatim)
    if "://" in text or "www." in text.lower() or "/" in text:
        spans.extend(match.span() for match in _URL.finditer(text))
    if "@" in text:
        spans.extend(match.span() for match in _EMAIL.finditer(text))
    return spans
