"""The word lists and patterns of the result rules, read once from a :class:`RuleSet`."""

from __future__ import annotations

import re
from functools import cached_property

from ..rules import RuleSet

# 'by up to', 'by over', 'by more than', 'by a substantial margin of more than' before the amount
_BY_AMOUNT = (r"(?:an?\s+(?:\w+\s+)?margins?\s+of\s+)?(?:an?\s+average\s+of\s+|up\s+to\s+|about\s+|over\s+|more\s+than\s+|"
              r"nearly\s+|approximately\s+|roughly\s+|around\s+|almost\s+|at\s+least\s+)?[^\w]*$")


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
        return re.compile(rf"\s*(?:,\s*respectively,?\s+)?(?:[^\s,;]+\s+){{0,3}}?(?:{self._markers})\s+(?P<np>(?:[^,;.()]|\.(?=\d))+)")

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
    def negation_trigger_folded(self) -> re.Pattern[str] | None:
        """:attr:`negation_trigger` in lower case and case-sensitive, for a text folded to lower case (ClauseCache.folded);
        None if a trigger is not ASCII (there the two could differ)."""
        triggers = self.rules.words("lexicon/negation-triggers")
        if not all(trigger.isascii() for trigger in triggers):
            return None
        return _any_phrase_led(frozenset(trigger.lower() for trigger in triggers))

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
    def generic_terms(self) -> frozenset[str]:
        """Words that are never entities, as the entity lexicons list them ('GPU', 'API', 'URLs'), folded to lower case."""
        return frozenset(term.split("=", 1)[0].lower() for lexicon in self.rules.entity_lexicons
                         if lexicon.label == "generic" for term in lexicon.terms)  # fmt: skip

    @cached_property
    def non_entity_heads(self) -> frozenset[str]:
        """Nouns that name a notion, a condition or a constraint: 'conditions', 'assumptions', 'bounds'."""
        return self.rules.words("lexicon/non-entity-heads")

    @cached_property
    def system_heads(self) -> frozenset[str]:
        return self.reference_nouns | self.rules.words("lexicon/system-heads")

    @cached_property
    def dataset_heads(self) -> frozenset[str]:
        return self.rules.words("lexicon/dataset-heads") - {"set", "environment", "environments"}


def _any_phrase(phrases: frozenset[str], flags: int = re.IGNORECASE) -> re.Pattern[str]:
    """One case-insensitive regex for a word list, longest phrase first (a stable order for equal lengths)."""
    ordered = sorted(phrases, key=lambda phrase: (-len(phrase), phrase))
    return re.compile(r"\b(?:" + "|".join(re.escape(phrase).replace(r"\ ", r"\s+") for phrase in ordered) + r")\b",
                      flags)


def _any_phrase_led(phrases: frozenset[str]) -> re.Pattern[str]:
    """:func:`_any_phrase`'s pattern, case-sensitive, with each phrase's first character before the word boundary
    ('n(?<!\\wn)ot' for '\\bnot'), so that the engine scans the text for the first characters: a pattern led by
    '\\b' is tried at every character of the clause. The boundary is the same test, made after that character
    (whether the character before it is a word character), so the matches are the same."""
    ordered = sorted(phrases, key=lambda phrase: (-len(phrase), phrase))
    alternatives = []
    for phrase in ordered:
        first = re.escape(phrase[0])
        after_word = f"(?<!\\w{first})" if phrase[0].isalnum() or phrase[0] == "_" else f"(?<=\\w{first})"
        alternatives.append(first + after_word + re.escape(phrase[1:]).replace(r"\ ", r"\s+"))
    return re.compile("(?:" + "|".join(alternatives) + r")\b")
