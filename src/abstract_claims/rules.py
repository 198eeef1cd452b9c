"""Rule files in ``rules/``: loaded, validated and made immutable.

Every file is JSON or JSONL. Loading refuses unknown keys, duplicate JSON keys and duplicate ids with a
:class:`RuleError` that names the file and line. Each rule may carry ``examples`` it must produce and
``counter_examples`` it must not; ``tests/test_rules.py`` runs them all.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from .errors import RuleError


class RuleExample(BaseModel):
    """A sentence and the text of the claim the rule must (or must not) produce in it."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    text: str
    claim: str

    @field_validator("claim")
    @classmethod
    def _claim_in_text(cls, claim: str, info: Any) -> str:
        text = info.data.get("text", "")
        if claim not in text:
            raise ValueError(f"example claim {claim!r} does not occur in its text {text!r}")
        return claim


class _Rule(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z_]+/[a-z0-9_.\-]+$")
    description: str = ""
    examples: tuple[RuleExample, ...] = ()
    counter_examples: tuple[RuleExample, ...] = ()


class RegisteredRule(_Rule):
    """A rule decided in code (numbers, entities, tasks, results): registered in ``rules/registry/*.jsonl`` with
    what it does, where its code lives and at least one sentence it must fire on (the claim with the example's
    text has it as ``rule`` or in ``evidence``)."""

    module: str = Field(description="The module holding the rule's code, e.g. 'numbers.py' or 'results/roles.py'.")

    @model_validator(mode="after")
    def _documented(self) -> RegisteredRule:
        if not self.description.strip():
            raise ValueError(f"rule {self.id!r} has no description")
        if not self.examples:
            raise ValueError(f"rule {self.id!r} has no example sentence")
        return self


class UnitRule(_Rule):
    """A unit written after a number: '%', 'x', 'pp', 'percentage points', 'B', 'million' ..."""

    surfaces: tuple[str, ...]
    unit: str
    kind: Literal["percent", "multiplier", "delta", "count", "parameters", "scalar", "scale"]
    attach: Literal["adjacent", "space", "either"] = "either"
    scale: float | None = None
    requires_next: tuple[str, ...] = ()
    # the unit is not this one when the next word is one of these ('5-fold cross-validation' counts folds)
    excludes_next: tuple[str, ...] = ()
    quantity: str | None = None  # what the unit measures, as the measurement lexicon names it ('frequency')


class QualifierRule(_Rule):
    """Words that bound a number: 'up to', 'nearly', '~'. ``before`` precede it, ``after`` follow it."""

    approx: str
    before: tuple[str, ...] = ()
    after: tuple[str, ...] = ()
    prefixes: tuple[str, ...] = ()  # written on the number with a hyphen: 'sub-10B', 'near-100%'


class ExclusionRule(_Rule):
    """Digits that are not numbers: labels ('Table 3', 'Art. 11'), versions of named models ('Qwen 3.5')."""

    previous_words: tuple[str, ...] = ()
    previous_words_from: str | None = None  # the name of a lexicon whose words act as previous_words


class EntityLexicon(_Rule):
    """Known names of one entity type ('surface' or 'surface=canonical name'); label 'generic' blocks."""

    label: Literal["method", "dataset", "model", "metric", "generic"]
    source: str
    case_sensitive: bool = True
    # names taken from code identifiers ('hellaswag', 'convnext'): prose writes them with a capital, so a match
    # written all in lower case is a word ('sycophancy', 'passkey'), not the name
    needs_capital: bool = False
    terms: tuple[str, ...]

    @field_validator("terms")
    @classmethod
    def _terms_are_clean(cls, terms: tuple[str, ...]) -> tuple[str, ...]:
        for term in terms:
            surface = term.split("=", 1)[0]
            if not surface.strip() or surface != surface.strip():
                raise ValueError(f"term {term!r} is empty or has surrounding spaces")
        return terms


class EntityPattern(_Rule):
    """A spaCy Matcher token pattern for an entity; ``entity`` slices the matched tokens ([1, -1] drops the
    first and last), so context words can be part of the pattern without being part of the name."""

    label: Literal["method", "dataset", "model", "metric"]
    requires: str | None = Field(default=None, description="A regex (case-sensitive) that every match of the "
                                 "pattern implies; the pattern is tried only in the sentences where it is found. It "
                                 "spares the Matcher (about a microsecond per token) most sentences; a regex that "
                                 "starts with a literal is found fastest.")
    pattern: tuple[dict[str, Any], ...]
    entity: tuple[int, int] | None = None

    @field_validator("requires")
    @classmethod
    def _requires_compiles(cls, requires: str | None) -> str | None:
        if requires is not None:
            try:
                re.compile(requires)
            except re.error as error:
                raise ValueError(f"requires is not a valid regex: {error}") from None
        return requires


class MeasurementUnit(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str
    entity: str
    symbol: str | None = None  # the unit's normal symbol ('ms' for 'msec'), None for units read only as words
    # a word's singular as written when it is not the unit's name ('degrees' -> 'degree', not 'degree angle';
    # 'meters' -> 'meter', not 'metre')
    written: str | None = None


class MeasurementUnits(BaseModel):
    """rules/measurement_units.json: quantulum3's unit database, frozen (see abstract_claims.unit_lexicon)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    quantulum3_version: str
    entities: tuple[str, ...]
    symbols: dict[str, MeasurementUnit]
    words: dict[str, MeasurementUnit]

    def lookup(self, word: str) -> str | None:
        """The canonical unit name of the word after a number ('ms' -> 'millisecond'), or None."""
        found = self.symbols.get(word) or self.words.get(word.lower())
        return found.name if found else None

    def normal_form(self, written: str) -> tuple[str, str] | None:
        """(unit, quantity) for a unit as written: a symbol gives its normal symbol ('msec' -> 'ms',
        'GB' -> 'GB'), a word its singular as written ('hours' -> 'hour', 'degrees' -> 'degree', 'microns' ->
        'micron'), as the unit of a count is its counted noun; the quantity is the lexicon's entity ('time',
        'data storage', ...). None when the lexicon does not know it."""
        symbol = self.symbols.get(written)
        if symbol is not None:
            return symbol.symbol or written, symbol.entity
        word = self.words.get(written.lower())
        return (word.written or word.name, word.entity) if word is not None else None


class Lexicon(BaseModel):
    """A named word list, each entry with the source of truth it was taken from."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z_]+/[a-z0-9_.\-]+$")
    description: str
    source: str
    case_sensitive: bool = False
    words: tuple[str, ...]


RuleT = TypeVar("RuleT", bound=BaseModel)
_JsonT = TypeVar("_JsonT", bound=BaseModel)
GENERATED_LEXICONS = "generated"  # the folder of rules/ that abstract_claims.source_lexicons writes
REGISTRY = "registry"  # the folder of rules/ that registers the rules decided in code


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: dict[str, Any] = {}
    for key, value in pairs:
        if key in seen:
            raise ValueError(f"duplicate key {key!r}")
        seen[key] = value
    return seen


def _records(resource: Traversable, name: str) -> Iterable[tuple[int, dict[str, Any]]]:
    text = resource.read_text(encoding="utf-8")
    if name.endswith(".jsonl"):
        for line_number, line in enumerate(text.splitlines(), 1):
            if not line.strip() or line.lstrip().startswith("//"):
                continue
            try:
                record = json.loads(line, object_pairs_hook=_no_duplicate_keys)
            except ValueError as error:
                raise RuleError("E001", name, line_number, f"not valid JSON: {error}") from None
            if not isinstance(record, dict):
                raise RuleError("E001", name, line_number, "each line must be a JSON object")
            yield line_number, record
    else:
        yield from _array_records(text, name)


def _array_records(text: str, name: str) -> Iterable[tuple[int, dict[str, Any]]]:
    """The objects of a JSON array, each with the line it starts on (so errors can name it)."""
    decoder = json.JSONDecoder(object_pairs_hook=_no_duplicate_keys)
    position = len(text) - len(text.lstrip())
    if not text.startswith("[", position):
        raise RuleError("E001", name, 1, "expected a JSON array of objects")
    position += 1
    while True:
        while position < len(text) and text[position] in " \t\r\n,":
            position += 1
        if position >= len(text):
            raise RuleError("E001", name, text.count("\n") + 1, "the array is not closed with ']'")
        if text[position] == "]":
            return
        line = text.count("\n", 0, position) + 1
        try:
            record, position = decoder.raw_decode(text, position)
        except ValueError as error:
            raise RuleError("E001", name, line, f"not valid JSON: {error}") from None
        if not isinstance(record, dict):
            raise RuleError("E001", name, line, "each item must be a JSON object")
        yield line, record


def load_rule_file(resource: Traversable, model: type[RuleT], name: str | None = None) -> tuple[RuleT, ...]:
    """Validate every record of a rule file against ``model``; ids must be unique within the file."""
    name = name or resource.name
    rules: list[RuleT] = []
    seen: dict[str, int] = {}
    for line_number, record in _records(resource, name):
        try:
            rule = model.model_validate(record)
        except ValidationError as error:
            problems = "; ".join(
                f"{'.'.join(str(part) for part in problem['loc']) or 'record'}: {problem['msg']}"
                for problem in error.errors()
            )
            raise RuleError("E002", name, line_number, problems) from None
        rule_id = getattr(rule, "id", None)
        if isinstance(rule_id, str):
            if rule_id in seen:
                raise RuleError("E003", name, line_number, f"duplicate id {rule_id!r} (first on line {seen[rule_id]})")
            seen[rule_id] = line_number
        rules.append(rule)
    return tuple(rules)


def default_rules_dir() -> Traversable:
    """The rules shipped inside the package (``abstract_claims/rules``)."""
    return files("abstract_claims") / "rules"


@dataclass(frozen=True)
class RuleSet:
    """All rule files of one rules directory, loaded and validated once."""

    directory: Traversable

    @classmethod
    def load(cls, directory: str | Path | Traversable | None = None) -> RuleSet:
        if directory is None:
            root: Traversable = default_rules_dir()
        elif isinstance(directory, str | Path):
            root = Path(directory)
            if not root.is_dir():
                raise RuleError("E004", str(directory), None, "rules directory does not exist")
        else:
            root = directory
        rules = cls(root)
        rules.validate()
        return rules

    def validate(self) -> None:
        """Load every file now so that errors surface at start-up, not mid-corpus."""
        _ = (self.units, self.qualifiers, self.exclusions, self.lexicons, self.entity_lexicons, self.entity_patterns,
             self.measurement_units, self.languages, self.task_rules, self.task_lexicon, self.registered)
        self._validate_token_patterns()
        ids: dict[str, str] = {}
        for file_name, group in (
            ("number_units.jsonl", self.units),
            ("qualifiers.jsonl", self.qualifiers),
            ("number_exclusions.jsonl", self.exclusions),
            ("entity_lexicons.jsonl", self.entity_lexicons),
            ("entity_patterns.jsonl", self.entity_patterns),
            (f"{REGISTRY}/*.jsonl", self.registered),
        ):
            for rule in group:
                if rule.id in ids:
                    raise RuleError("E003", file_name, None, f"id {rule.id!r} is also used in {ids[rule.id]}")
                ids[rule.id] = file_name
        for exclusion in self.exclusions:
            if exclusion.previous_words_from and exclusion.previous_words_from not in self.lexicons:
                raise RuleError(
                    "E005", "number_exclusions.jsonl", None,
                    f"rule {exclusion.id!r} names unknown lexicon {exclusion.previous_words_from!r}",
                )

    def _file(self, name: str) -> Traversable:
        resource = self.directory / name
        if not resource.is_file():
            raise RuleError("E004", name, None, f"rule file missing from {self.directory}")
        return resource

    @cached_property
    def units(self) -> tuple[UnitRule, ...]:
        return load_rule_file(self._file("number_units.jsonl"), UnitRule)

    @cached_property
    def qualifiers(self) -> tuple[QualifierRule, ...]:
        return load_rule_file(self._file("qualifiers.jsonl"), QualifierRule)

    @cached_property
    def exclusions(self) -> tuple[ExclusionRule, ...]:
        return load_rule_file(self._file("number_exclusions.jsonl"), ExclusionRule)

    @cached_property
    def languages(self) -> Lexicon:
        """rules/languages.json: language names from ISO 639, frozen (see abstract_claims.language_lexicon)."""
        return self._validated_json("languages.json", Lexicon)

    @cached_property
    def measurement_units(self) -> MeasurementUnits:
        return self._validated_json("measurement_units.json", MeasurementUnits)

    def _validated_json(self, name: str, model: type[_JsonT]) -> _JsonT:
        """A rule file that is one JSON object, validated by ``model``; E002 names the field that is wrong."""
        try:
            return model.model_validate_json(self._file(name).read_text(encoding="utf-8"))
        except ValidationError as error:
            problem = error.errors()[0]
            where = ".".join(str(part) for part in problem["loc"])
            raise RuleError("E002", name, None, f"{where}: {problem['msg']}") from None

    @cached_property
    def entity_patterns(self) -> tuple[EntityPattern, ...]:
        return load_rule_file(self._file("entity_patterns.jsonl"), EntityPattern)

    def _validate_token_patterns(self) -> None:
        """spaCy's own pattern validation, reported with the rule file's line."""
        from spacy.matcher import Matcher
        from spacy.vocab import Vocab

        vocab = Vocab()  # (a bare vocabulary suffices to check patterns: a blank English pipeline cost ~0.15 s of start-up)
        for line, rule in enumerate(self.entity_patterns, 1):
            matcher = Matcher(vocab, validate=True)
            try:
                matcher.add(rule.id, [list(rule.pattern)])
            except Exception as error:  # spaCy raises ValueError or MatchPatternError
                first = str(error).strip().splitlines()
                raise RuleError("E006", "entity_patterns.jsonl", self._line_of(rule.id, line),
                                f"rule {rule.id!r}: bad token pattern: {' '.join(first)[:300]}") from None

    def _line_of(self, rule_id: str, fallback: int) -> int:
        text = self._file("entity_patterns.jsonl").read_text(encoding="utf-8")
        for number, line in enumerate(text.splitlines(), 1):
            if f'"{rule_id}"' in line:
                return number
        return fallback

    @cached_property
    def entity_lexicons(self) -> tuple[EntityLexicon, ...]:
        """The hand-written lexicons, then those generated from packages and peer data (``generated/*.jsonl``,
        see :mod:`abstract_claims.source_lexicons`) in file-name order: the first lexicon to list a name wins."""
        hand = load_rule_file(self._file("entity_lexicons.jsonl"), EntityLexicon)
        return hand + self.generated_lexicons

    @cached_property
    def generated_lexicons(self) -> tuple[EntityLexicon, ...]:
        return self._folder_rules(GENERATED_LEXICONS, EntityLexicon)

    @cached_property
    def registered(self) -> tuple[RegisteredRule, ...]:
        """The rules decided in code, from ``registry/*.jsonl``."""
        return self._folder_rules(REGISTRY, RegisteredRule)

    def _folder_rules(self, name: str, model: type[RuleT]) -> tuple[RuleT, ...]:
        """The rules of every ``*.jsonl`` file of a folder of rules/, in file-name order (none without it)."""
        folder = self.directory / name
        if not folder.is_dir():
            return ()
        found: list[RuleT] = []
        for resource in sorted(folder.iterdir(), key=lambda item: item.name):
            if resource.name.endswith(".jsonl"):
                found.extend(load_rule_file(resource, model, f"{name}/{resource.name}"))
        return tuple(found)

    @cached_property
    def claim_rules(self) -> dict[str, _Rule]:
        """The registry: every rule that can decide a claim or vote for one (a claim's ``rule`` and ``evidence``
        ids), by id: the unit rules, the entity lexicons and token patterns, and the rules registered for code."""
        lexicons = [lexicon for lexicon in self.entity_lexicons if lexicon.label != "generic"]  # those only block
        return {rule.id: rule for rule in (*self.units, *lexicons, *self.entity_patterns, *self.registered)}

    @cached_property
    def lexicons(self) -> dict[str, Lexicon]:
        found = load_rule_file(self._file("lexicons.json"), Lexicon)
        return {lexicon.id: lexicon for lexicon in found}

    @cached_property
    def task_rules(self) -> tuple[Lexicon, ...]:
        """The word lists of the task rules (heads, modifier stops, cues, acronyms)."""
        return load_rule_file(self._file("task_rules.json"), Lexicon)

    @cached_property
    def task_lexicon(self) -> tuple[Lexicon, ...]:
        """Task names generated from well-kept sources by ``python -m abstract_claims.task_lexicon``."""
        return load_rule_file(self._file("task_lexicon.json"), Lexicon)

    def lexicon(self, lexicon_id: str) -> Lexicon:
        try:
            return self.lexicons[lexicon_id]
        except KeyError:
            raise RuleError("E005", "lexicons.json", None, f"no lexicon with id {lexicon_id!r}") from None

    def entity_terms(self, label: str) -> frozenset[str]:
        """The surfaces of the entity lexicons of one label, lower-cased ('EM=exact match' gives 'em')."""
        return frozenset(term.split("=", 1)[0].lower() for lexicon in self.entity_lexicons if lexicon.label == label
                         for term in lexicon.terms)  # fmt: skip

    def words(self, lexicon_id: str) -> frozenset[str]:
        """A lexicon's words as a set: lower-cased unless the lexicon is case-sensitive."""
        lexicon = self.lexicon(lexicon_id)
        return frozenset(lexicon.words if lexicon.case_sensitive else (word.lower() for word in lexicon.words))

    def all_rules(self) -> tuple[_Rule, ...]:
        return (*self.units, *self.qualifiers, *self.exclusions, *self.entity_lexicons, *self.entity_patterns,
                *self.registered)
