"""The rule registry: every id a claim's ``rule`` or ``evidence`` can name, with what the rule does, where it
lives and a sentence it fires on.

Rules written as data (unit rules, entity lexicons, token patterns) register themselves in their own files;
rules decided in code register in ``rules/registry/*.jsonl``, one file per area. ``abstract-claims rules`` prints
the registry, and ``tests/test_registry.py`` checks that every id the code emits is in it and that every
example fires its rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .rules import EntityLexicon, EntityPattern, RegisteredRule, RuleSet, UnitRule, _Rule


@dataclass(frozen=True)
class RegistryEntry:
    """One registered rule, as the ``rules`` command shows it."""

    id: str
    kind: str  # 'code', 'lexicon', 'token pattern' or 'unit'
    where: str  # the module (code rules) or the rule file
    description: str
    examples: tuple[tuple[str, str], ...]  # (sentence, claim text)

    def as_json(self) -> dict[str, Any]:
        return {"id": self.id, "kind": self.kind, "where": self.where, "description": self.description,
                "examples": [{"text": text, "claim": claim} for text, claim in self.examples]}  # fmt: skip

    def as_text(self) -> str:
        lines = [f"{self.id}  ({self.kind}, {self.where})", f"    {self.description}"]
        lines += [f"    e.g. {claim!r} in: {text}" for text, claim in self.examples[:1]]
        return "\n".join(lines)


def _entry(rule: _Rule, rules: RuleSet) -> RegistryEntry:
    if isinstance(rule, RegisteredRule):
        kind, where = "code", f"src/abstract_claims/{rule.module}"
    elif isinstance(rule, EntityLexicon):
        generated = rule in rules.generated_lexicons
        kind, where = "lexicon", "rules/generated/" if generated else "rules/entity_lexicons.jsonl"
    elif isinstance(rule, EntityPattern):
        kind, where = "token pattern", "rules/entity_patterns.jsonl"
    elif isinstance(rule, UnitRule):
        kind, where = "unit", "rules/number_units.jsonl"
    else:  # pragma: no cover - claim_rules holds only the kinds above
        raise TypeError(f"unexpected rule type {type(rule).__name__}")
    examples = tuple((example.text, example.claim) for example in rule.examples)
    return RegistryEntry(rule.id, kind, where, rule.description, examples)


def registry_entries(rules_dir: str | Path | None = None) -> list[RegistryEntry]:
    """Every registered rule, sorted by id."""
    rules = RuleSet.load(rules_dir)
    return [_entry(rule, rules) for _, rule in sorted(rules.claim_rules.items())]
