"""The entity lexicons and word lists of a rule set, compiled once (:class:`EntityRules`), and the candidates their hits give."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cached_property

from ..rules import RuleSet
from .candidates import (
    GENERIC_LEXICON_REASONS,
    NOT_ENTITY,
    P_LEXICON,
    R_GENERIC_TERM,
    R_LANGUAGE,
    R_ORGANIZATION,
    Blocked,
    Mention,
    _mention,
)
from .families import _compound_reading, _family_of, _family_of_uncached
from .metrics import modifier_kind
from .shapes import (
    _METRIC_PREFIX,
    _METRIC_PREFIX_STARTS,
    _classify_name,
    _classify_name_uncached,
    _is_capitalized,
    _name_core,
    is_name_shaped,
    name_core,
)
from .view import (
    T_CAPITAL,
    T_CAPITALIZED,
    T_COMPOUND,
    T_FAMILY,
    T_METRIC,
    T_ON,
    T_OPEN,
    T_ORGANIZATION,
    T_TRIGGER,
    TextView,
    WordCache,
    _math_symbol,
)

LABELS = ("method", "dataset", "model", "metric")


class EntityRules:
    """The entity rules of a :class:`RuleSet`, compiled once."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        # per-word answers, filled as words are met (the vocabulary of abstracts repeats a lot)
        # (the T_* flags of a word, plus T_COMPOUND when it has a compound model reading: view.TextView.classify)
        # (a word in lower case has no compound reading: families._compound_reading; its cache is not filled for it)
        self.token_classes = WordCache(lambda word: token_class(word, self) | (
            T_COMPOUND if not word.islower() and self.compound_cache[word] is not None else 0))
        self.name_core_cache = WordCache(lambda word: _name_core(word, self))
        self.classify_cache = WordCache(lambda word: _classify_name_uncached(word, self))
        self.generic_cache = WordCache(self._is_generic)
        self.generic_reason_cache = WordCache(self._generic_reason)
        self.shape_cache = WordCache(self._shape_reading)
        self.modifier_cache = WordCache(lambda word: modifier_kind(word, self))
        self.family_cache = WordCache(lambda word: _family_of_uncached(word, self))
        self.compound_cache: WordCache[tuple[str, str] | None] = WordCache(lambda word: _compound_reading(word, self))
        self.lookup_cache = WordCache(self.lookup)  # (read by lexicon_mentions: the lexicons' hits repeat most)

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
            # a tier may be glued to the name ('QwenVL', 'Qwen2VL')
            rf"(?P<tail>(?:v?\d+(?:\.\d+)*[a-z]?)?(?-i:{variants})?"
            # (a hyphenated part may end in a letter after its digits: the active parameters of 'Qwen3-30B-A3B')
            rf"(?:-(?:[A-Za-z]+\d*(?:\.\d+)*(?:(?<=\d)[A-Za-z])?|\d+(?:\.\d+)*[A-Za-z]?))*(?:/\d+)?)"
            # a version is not a score ('ViT 86.54%'); a size may follow it after a space ('Gemma 2 9B'); a
            # version may be a letter and digits ('DeepSeek R1'), and a tier may follow the name without one
            # ('GPT-4o mini', 'Gemini Flash'), both as written ('the CLIP vision encoder' is not a tier); a tier
            # may also follow the size ('Llama 3.1 70B Instruct'), and a version the tier ('Claude Sonnet 4')
            rf"(?P<version>[\s~](?:v?\d+(?:\.\d+)*|(?-i:[A-Z]\d+(?:\.\d+)*))(?!\s?\\?%)(?:[-\s](?:{variants}))*"
            rf"(?:[-\s]\d+(?:\.\d+)?[BMK](?-i:(?:[-\s](?:{variants}))*))?|(?-i:(?:\s(?:{variants}))+)(?:\s\d+(?:\.\d+)?(?!\s?\\?%))?)?"
            r"(?![\w@]|\.\d)",  # 'Qwen2' must not end the match inside 'Qwen2.5-72B'
            re.IGNORECASE,
        )

    @cached_property
    def inner_family_pattern(self) -> re.Pattern[str]:
        """A family inside a longer name: after a lower-case letter or digit and before a capital, or after a
        hyphen ('E5-Mistral-7B-Instruct'); then the name's end, a version or a hyphenated tail. Families that are
        also English words ('Falcon', 'Seed') are left out: 'BlackFalcon' says nothing."""
        words = [word for word in self.rules.lexicon("lexicon/model-families").words
                 if " " not in word and (word not in self.families_need_version or not word.istitle())]  # fmt: skip
        ordered = sorted(words, key=lambda word: (-len(word), word))
        joined = "|".join(re.escape(word) for word in ordered if len(word) >= 3)
        hyphened = "|".join(re.escape(word) for word in ordered)  # 'OpenAI-o1': short families only after '-'
        return re.compile(rf"(?:(?<=[a-z0-9])(?P<joined>{joined})|(?<=[A-Za-z0-9]-)(?P<hyphened>{hyphened}))(?=$|[\d\-.]|v\d)")

    @cached_property
    def metric_heads_defined(self) -> frozenset[str]:
        return self.rules.words("lexicon/metric-heads-defined")

    @cached_property
    def architecture_families(self) -> frozenset[str]:
        return self.rules.words("lexicon/architecture-families")

    @cached_property
    def numbered_families(self) -> frozenset[str]:
        return self.rules.words("lexicon/model-families-numbered")

    @cached_property
    def opening_task_heads(self) -> frozenset[str]:
        return self.rules.words("lexicon/opening-task-heads")

    @cached_property
    def dataset_heads(self) -> frozenset[str]:
        return self.rules.words("lexicon/dataset-heads")

    @cached_property
    def dataset_head_alternatives(self) -> str:
        """The dataset heads as one regex alternation, longest first ('benchmarks|benchmark|...'): the one list
        the context patterns are built from."""
        return "|".join(re.escape(head) for head in sorted(self.dataset_heads, key=lambda head: (-len(head), head)))

    @cached_property
    def metric_strong(self) -> frozenset[str]:
        return self.rules.words("lexicon/metric-heads-strong")

    @cached_property
    def metric_weak(self) -> frozenset[str]:
        return self.rules.words("lexicon/metric-heads-weak")

    @cached_property
    def metric_need_noun(self) -> frozenset[str]:
        """Weak heads that name a measure only after a noun saying what is judged ('translation quality')."""
        return self.rules.words("lexicon/metric-heads-need-noun")

    @cached_property
    def modifier_stops(self) -> frozenset[str]:
        return self.rules.words("lexicon/metric-modifier-stops")

    @cached_property
    def ing_nouns(self) -> frozenset[str]:
        return self.rules.words("lexicon/ing-nouns")

    @cached_property
    def measured_ing_nouns(self) -> frozenset[str]:
        """-ing nouns that say what a measure judges: those of 'lexicon/ing-nouns' and the -ing heads of task names
        (rules/task_rules.json 'task/heads', 'task/standalone-heads', 'task/weak-heads', from the Papers with Code
        task index): 'parsing accuracy', 'stereo matching accuracy', 'question answering accuracy'."""
        task_heads = (word.lower() for lexicon in self.rules.task_rules
                      if lexicon.id in ("task/heads", "task/standalone-heads", "task/weak-heads") for word in lexicon.words)  # fmt: skip
        return self.ing_nouns | frozenset(word for word in task_heads if word.endswith("ing") and " " not in word)

    @cached_property
    def method_nouns(self) -> frozenset[str]:
        return self.rules.words("lexicon/method-nouns")

    @cached_property
    def reference_nouns(self) -> frozenset[str]:
        """'method', 'framework', 'model' ...: the nouns an abstract names its own proposal with."""
        return self.rules.words("lexicon/reference-nouns")

    @cached_property
    def system_verbs(self) -> frozenset[str]:
        return self.rules.words("lexicon/system-verbs")

    @cached_property
    def result_verbs(self) -> frozenset[str]:
        return self.rules.words("lexicon/result-verbs")

    @cached_property
    def condition_heads(self) -> frozenset[str]:
        return self.rules.words("lexicon/condition-heads")

    @cached_property
    def device_heads(self) -> frozenset[str]:
        return self.rules.words("lexicon/device-heads")

    @cached_property
    def modality_heads(self) -> frozenset[str]:
        return self.rules.words("lexicon/modality-heads")

    @cached_property
    def concept_heads(self) -> frozenset[str]:
        return self.rules.words("lexicon/concept-heads")

    @cached_property
    def data_words(self) -> frozenset[str]:
        return self.rules.words("lexicon/data-nouns") | {"data"}

    @cached_property
    def method_name_heads(self) -> frozenset[str]:
        """Words that head a method's name: the method nouns, the '-ing' nouns and the heads of named designs."""
        return self.method_nouns | self.ing_nouns | self.rules.words("lexicon/method-name-heads")

    @cached_property
    def model_nouns(self) -> frozenset[str]:
        return self.rules.words("lexicon/model-nouns-named")

    @cached_property
    def dataset_appositives(self) -> tuple[str, ...]:
        return tuple(sorted(self.rules.words("lexicon/dataset-appositives"), key=len, reverse=True))

    @cached_property
    def dataset_appositive_pattern(self) -> re.Pattern[str]:
        """The dataset heads and the appositive phrases as one pattern over a noun phrase's words ('set' alone
        is a collective, 'a set of techniques'; 'test set' is a phrase)."""
        return _any_word_pattern({*self.dataset_appositives, *(self.dataset_heads - {"set"})})

    @cached_property
    def evaluation_cue_pattern(self) -> re.Pattern[str]:
        return _any_word_pattern(self.evaluation_cues)

    @cached_property
    def metric_appositives(self) -> frozenset[str]:
        return self.rules.words("lexicon/metric-appositives")

    @cached_property
    def measure_heads(self) -> frozenset[str]:
        return self.rules.words("lexicon/measure-heads")

    @cached_property
    def model_heads(self) -> frozenset[str]:
        return self.rules.words("lexicon/model-heads")

    @cached_property
    def released_model_kinds(self) -> frozenset[str]:
        return self.rules.words("lexicon/released-model-kinds")

    @cached_property
    def collective_nouns(self) -> frozenset[str]:
        return self.rules.words("lexicon/collective-nouns")

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
        terms = self.rules.entity_terms("metric")
        return frozenset(re.split(r"[\s\-–]", term)[-1] for term in terms) | terms

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
    def dataset_names_that_are_words(self) -> frozenset[str]:
        return self.rules.words("lexicon/dataset-names-that-are-words")

    @cached_property
    def metric_homographs(self) -> dict[str, str]:
        """Model acronyms that also name a measure -> the measure ('MAE' -> 'mean absolute error')."""
        return dict(word.split("=", 1) for word in self.rules.words("lexicon/metric-homographs"))

    @cached_property
    def dataset_subset_words(self) -> frozenset[str]:
        return self.rules.words("lexicon/dataset-subset-words")

    @cached_property
    def list_closing_verbs(self) -> frozenset[str]:
        return self.rules.words("lexicon/list-closing-verbs")

    @cached_property
    def non_entity_heads(self) -> frozenset[str]:
        return self.rules.words("lexicon/non-entity-heads")

    @cached_property
    def measured_loss_modifiers(self) -> frozenset[str]:
        return self.rules.words("lexicon/measured-loss-modifiers")

    def measures_a_loss(self, words: Iterable[str]) -> bool:
        """Whether a loss's modifiers make it a measured quantity ('validation loss', 'test cross-entropy loss')
        rather than a training objective ('perceptual loss', 'SSIM Loss')."""
        return any(word.lower() in self.measured_loss_modifiers for word in words)

    @cached_property
    def observation_nouns(self) -> frozenset[str]:
        return self.rules.words("lexicon/observation-nouns")

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
        if is_name_shaped(name):
            return core_start, core_end, NOT_ENTITY if self.is_generic(name) else _classify_name(name, self) or "method"
        return None

    def is_generic(self, surface: str) -> bool:
        return self.generic_cache[surface]

    @cached_property
    def task_head_words(self) -> frozenset[str]:
        """Lower-case nouns that end a task's name (rules/task_rules.json 'task/heads' and 'task/standalone-heads',
        from the Papers with Code task index): 'Classification', 'Summarization' end no dataset's name in a list."""
        return frozenset(word.lower() for lexicon in self.rules.task_rules
                         if lexicon.id in ("task/heads", "task/standalone-heads") for word in lexicon.words)  # fmt: skip

    @cached_property
    def languages(self) -> frozenset[str]:
        return frozenset(self.rules.languages.words)

    @cached_property
    def metric_lexicon_ids(self) -> frozenset[str]:
        return frozenset(lexicon.id for lexicon in self.rules.entity_lexicons if lexicon.label == "metric")

    @cached_property
    def generic_lexicon_ids(self) -> dict[str, str]:
        """Lower-case generic term -> the id of the lexicon that lists it (a list by reason before the general
        one)."""
        table: dict[str, str] = {}
        for lexicon in self.rules.entity_lexicons:
            if lexicon.label != "generic":
                continue
            by_reason = lexicon.id in GENERIC_LEXICON_REASONS
            for term in lexicon.terms:
                lower = term.split("=")[0].lower()
                if lower not in table or (by_reason and table[lower] not in GENERIC_LEXICON_REASONS):
                    table[lower] = lexicon.id
        return table

    def generic_reason(self, surface: str) -> tuple[str, str]:
        """:meth:`_generic_reason`, cached per surface."""
        return self.generic_reason_cache[surface]

    def _generic_reason(self, surface: str) -> tuple[str, str]:
        """(rule id, reason) for a surface the rules read as generic (:meth:`is_generic`, or a generic lexicon
        hit): a language or language pair, an organization, else a field term of the generic lexicon."""
        lower = _one_line(surface.lower())
        listed = self.generic_lexicon_ids.get(lower) or (
            self.generic_lexicon_ids.get(lower[:-1]) if surface.endswith("s") else None)  # fmt: skip
        if listed is None and self._is_kind_of_model(surface):
            listed = self.generic_lexicon_ids.get(lower.rpartition("-")[2])  # 'Video-LLMs': a kind of LLM
        if listed is None and _NUMBER_FORMAT.fullmatch(surface):
            return R_NUMBER_FORMAT_RULE, R_GENERIC_TERM
        if listed is None:
            return self.rules.languages.id, R_LANGUAGE  # a language pair: 'Chinese-English'
        if listed in GENERIC_LEXICON_REASONS:
            return listed, GENERIC_LEXICON_REASONS[listed]
        if surface in self.languages:
            return listed, R_LANGUAGE
        return listed, R_ORGANIZATION if surface in self.organizations else R_GENERIC_TERM

    def _is_kind_of_model(self, surface: str) -> bool:
        """A plural generic model acronym after a modality or a short prefix: 'Video-LLMs', 'AV-LLMs', a class of
        systems (guidelines, clarification 2). The singular may name one ('we present ST-VLM'), and a coined
        prefix makes a name ('DiffPure-VLM', 'MMVP-VLM')."""
        match = _KIND_OF_MODEL.fullmatch(surface)
        return match is not None and self.generic_lexicon_ids.get(match.group("kind").lower()) == "generic/terms"

    def _is_language_pair(self, surface: str) -> bool:
        parts = _LANGUAGE_PAIR.split(surface)
        return len(parts) > 1 and all(part in self.languages for part in parts)

    def _is_generic(self, surface: str) -> bool:
        lower = _one_line(surface.lower())  # a phrase broken across lines: 'Deep Reinforcement\nLearning'
        if lower in self.generic_lower or (surface[-1:].isdigit() and _NUMBER_FORMAT.fullmatch(surface)):
            return True  # (a number format ends with a digit: the pattern is tried only then)
        if "-" in surface and self._is_kind_of_model(surface):
            return True  # 'Video-LLMs', 'AV-LLMs': a kind of LLM, not a name
        if ("-" in surface or "–" in surface) and self._is_language_pair(surface):
            return True  # a language pair: 'Chinese-English', 'English-to-Indic'
        return surface.endswith("s") and surface[:-1].isupper() and lower[:-1] in self.generic_lower


def _one_line(text: str) -> str:
    """The words of a phrase joined by single spaces (a line break or a double space inside it counts as one)."""
    return " ".join(text.split()) if "\n" in text or "  " in text or "\t" in text else text


# number formats and bit widths are no entities (guidelines, clarification 4: 'FP8', 'INT4'): 'BF16', 'NVFP4',
# 'MXFP4', 'NF4', 'W4A16', 'W4A4KV4', 'E4M3'
_NUMBER_FORMAT = re.compile(r"(?:(?:NV|MX)?FP|BF|U?INT|NF|MXINT)\d{1,2}|W\d{1,2}A\d{1,2}(?:KV\d{1,2})?|E\dM\d")
R_NUMBER_FORMAT_RULE = "generic/number-formats"


_KIND_OF_MODEL = re.compile(r"(?:[A-Z]{1,3}|[A-Z][a-z]+)-(?P<kind>[A-Z]{2,5}s)")


_LANGUAGE_PAIR = re.compile(r"[-–](?:to[-–])?|[-–]?\s*(?:to|and)\s*[-–]?")


def _any_word_pattern(words: Iterable[str]) -> re.Pattern[str]:
    """One regex finding any of the words (or phrases) as whole words."""
    alternatives = "|".join(re.escape(word) for word in sorted(words, key=lambda word: (-len(word), word)))
    return re.compile(rf"\b(?:{alternatives})\b" if alternatives else r"(?!)")


def token_class(text: str, rules: EntityRules) -> int:
    """The T_* flags of a word: which rule passes have something to check at it."""
    lower = text.lower()
    flags = 0
    # (the part after the last dash of either kind, by C string calls: the part holds no dash for replace to change)
    last_part = lower.replace("–", "-").rpartition("-")[2] if "-" in text or "–" in text else lower
    if last_part in rules.metric_head_words or (text[:1] in _METRIC_PREFIX_STARTS and _METRIC_PREFIX.match(text)):
        flags |= T_METRIC  # metric_mentions reads nothing else (but the ends of multi-word lexicon metrics)
    if not text.islower():  # (a word in lower case has neither a capital nor a Capitalized or name shape)
        if text[:1].isalpha() or text[:1] in ("(", "[", "{"):
            flags |= T_CAPITAL
        if _is_capitalized(text):
            flags |= T_CAPITALIZED
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
    return flags


def lexicon_mentions(view: TextView, rules: EntityRules) -> tuple[list[Mention], Blocked]:
    """Mentions from the PhraseMatcher hits over the lexicons, and the spans of generic terms (blocked)."""
    mentions: list[Mention] = []
    blocked = Blocked(len(view.text))
    longest = view.lexicon_ends
    for start, end, rule_id in view.lexicon_hits:
        if longest[start] > end:
            continue  # a longer name starts here: 'Vicuna Bench' is a benchmark, not the model Vicuna
        surface = view.text[start:end]
        entry = rules.lookup_cache[surface]
        if entry is None:
            continue
        label, _, canonical = entry
        if label == "generic":
            blocked.append((start, end), *rules.generic_reason(surface))
            continue
        if label == "metric":
            continue  # metric names are read with their modifiers and context by metric_mentions
        if label == "dataset" and surface in rules.dataset_names_that_are_words and _MODIFIES_A_NOUN.match(
                view.text, end) and not view.text[view.sentence_at(start)[0] : start].strip():  # fmt: skip
            continue  # 'Traffic sign recognition is ...', 'Weather forecasting ...': a sentence's first word
        if _math_symbol(view, start, end):
            continue
        if label == "model" and surface in rules.metric_homographs and _measures_with(view.text, start, end):
            mentions.append(_mention(view, start, end, "metric", "metric/homograph-measured", P_LEXICON,
                                     canonical=rules.metric_homographs[surface]))  # fmt: skip
            continue
        run = _title_case_run(view.text, start, end, rules, label in ("method", "model"))
        if run != (start, end):
            if label not in ("method", "model"):
                continue  # 'the Air Traffic Control Corpus' is not the benchmark Traffic
            start, end = run  # 'the Swin Transformer', 'Vision Mamba': the whole name
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


# a lower-case word after a name that is also a noun, which the name then modifies (not a data noun, a verb or a
# conjunction: 'the Weather dataset', 'Traffic is ...', 'Weather and Traffic'); read at a sentence's start only,
# where the word is capitalized for its place ('Traffic sign recognition is ...')
_MODIFIES_A_NOUN = re.compile(r"[ \t\n]+(?!(?:and|or|with|datasets?|benchmarks?|data|environments?|tasks?|splits?|"
                              r"is|are|was|were|has|have|contains?|consists?|provides?|includes?|comprises?)\b)[a-z]")


def _measures_with(text: str, start: int, end: int) -> bool:
    """'an MAE of 0.10', 'a 12.87% improvement in MAE', '1.67cm MAE', 'improving MAE and MSE': the sentence
    measures with the word (a value, a change or another error measure next to it)."""
    return bool(_MEASURED_AFTER.match(text, end) or _MEASURED_BEFORE.search(text, max(0, start - 40), start)
                or (_CHANGED_BY.match(text, end) and _CHANGE_VERB_BEFORE.search(text, max(0, start - 60), start)))


_ERROR_MEASURES = r"(?:R?MSE|RMSE|MAPE|sMAPE|SSIM|PSNR|R2|R\^2|Pearson|Spearman)\b"
_MEASURED_AFTER = re.compile(r"\s*(?:(?:of|reductions?|improvements?|drops?|gains?|values?|scores?|errors?)\b|[=:<>≤≥]"
                             rf"|(?:,|and|/|or)\s*{_ERROR_MEASURES}"
                             # 'MAE remains below 0.05', 'MAE was 0.12': a value the word's verb gives
                             r"|\s(?:remains?|remained|stays?|stayed|is|was|were|are|falls?|fell|drops?|dropped|rises?|rose)"
                             r"\s+(?:(?:below|under|above|at|around|about|within|only|just|to)\s+)?[~≈∼]?\d)")
# 'reducing disparity MAE by approximately 16%': the object of a change verb, changed by a value (not the object of
# a comparison: 'it surpasses the recent MAE by 1.1%' compares with the model)
_CHANGED_BY = re.compile(r"\s+by\s+(?:(?:approximately|about|around|roughly|nearly|almost|up\s+to|over|more\s+than)\s+)?"
                         r"[~≈∼]?\$?\d")
_CHANGE_VERB_BEFORE = re.compile(r"\b(?:reduc|improv|lower|decreas|increas|cut|boost|rais)\w*\s+(?:[\w-]+\s+){0,2}$")
_MEASURED_BEFORE = re.compile(r"(?:\d[\d.,]*\s*(?:\\?%|[a-zA-Z]{1,3})?|\bin|\blower|\bhigher|\breduc\w+|\bimprov\w+|"
                              rf"\bdecreas\w+|\bincreas\w+|\bminimi[sz]\w+|{_ERROR_MEASURES}\s*(?:,|and|/|or))\s+$")


def _title_case_run(text: str, start: int, end: int, rules: EntityRules, names: bool) -> tuple[int, int]:
    """The run of capitalized words a lexicon name of one capitalized word ('Traffic', 'Swin', 'Mamba') stands
    in: a word of a longer name ('the Air Traffic Control Corpus', 'the Swin Transformer', 'Vision Mamba'), or
    the name itself. The run does not take a function word or a sentence's first word, and takes a name-shaped
    word after the name only for a method or model (``names``: 'Mamba UNet'; 'Freebase MID' is Freebase's id)."""
    surface = text[start:end]
    if not (surface[:1].isupper() and surface[1:].islower() and surface.isalpha()):
        return start, end
    run_start, run_end = start, end
    for _ in range(3):
        after = (_NAME_WORD_AFTER if names else _TITLE_WORD_AFTER).match(text, run_end)
        if after is None or after.group(1).lower() in rules.stop_words:
            break
        run_end = after.end()
    for _ in range(3):
        before = _TITLE_WORD_BEFORE.search(text, max(0, run_start - 30), run_start)
        if before is None or before.group(1).lower() in rules.stop_words or _SENTENCE_END.search(
                text, max(0, before.start() - 3), before.start()):  # fmt: skip
            break
        run_start = before.start()
    return run_start, run_end


_TITLE_WORD_AFTER = re.compile(r"[ \t\n]+([A-Z][a-z]+)\b(?!-)")
_NAME_WORD_AFTER = re.compile(r"[ \t\n]+([A-Z][a-z]+|[A-Z]+[a-z]*[A-Z][A-Za-z]*)\b(?!-)")
_TITLE_WORD_BEFORE = re.compile(r"(?<![\w\-])([A-Z][a-z]+)[ \t\n]+$")
_SENTENCE_END = re.compile(r"(?:^|[.!?:;])\s*$")


_VERSION_AFTER = re.compile(r"\s[Vv]\d+(?:\.\d+)*(?![\w.\-])")


def _dataset_name_end(text: str, end: int, rules: EntityRules) -> int:
    """Where a benchmark's name ends with its edition and subset: 'AIME 2024', 'GPQA Diamond'."""
    end = dataset_edition_end(text, end)
    subset = _WORD_AFTER.match(text, end)
    if subset is not None and subset.group(1) in rules.dataset_subset_words:
        end = subset.end()
    return end


def dataset_edition_end(text: str, end: int) -> int:
    """Where a dataset's name ends with its year or release ('BraTS 2021', 'VOC 2012', 'MultiWOZ 2.1', 'SQuAD
    v2.0'): the edition is part of the name (guidelines: 'AIME 2024'). A release number only where the phrase
    goes on with punctuation, a conjunction or a data word, so that a score after a name ('GSM8K 2.5 points
    higher') stays a number."""
    edition = _YEAR_AFTER.match(text, end) or _RELEASE_AFTER.match(text, end)
    return edition.end() if edition is not None else end


_YEAR_AFTER = re.compile(r"\s(?:19|20)\d\d(?![\w.\-])")
_RELEASE_AFTER = re.compile(r"\s[vV]?[1-9]\.\d{1,2}(?![\w.\-])(?=\s*(?:[,;:)]|\.(?!\d)|$|(?:and|or|with|for|datasets?|benchmarks?|"
                            r"corpus|test|dev|validation|val|splits?)\b))")


_WORD_AFTER = re.compile(r"\s([A-Z][a-z]+)(?![\w\-])")
