"""What changed between two extractions of the same documents: claims that appeared, disappeared, or changed
type or span, results whose roles changed, and claims whose fields changed (a number's value, unit or kind, an
entity's ``proposed`` flag, a result's direction), matched per ``doc_id``.

Used to judge a rule change on real abstracts: extract a corpus before and after, then
``abstract-claims diff OLD.jsonl NEW.jsonl``. Pure functions over the JSONL records ``extract --format jsonl``
writes; the records are read as plain JSON (not the pydantic models) so that outputs of older versions, with
fewer or other fields, still compare.

When both outputs were made with ``extract --explain``, the spans decided not to be entities (``rejected``)
are compared too, as claims of the type ``not_entity`` (their rule is the deciding rule, shown with the
reason): a name that became a rejection shows as a type change ``method -> not_entity``.
"""

from __future__ import annotations

import gzip
import json
import random
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal

from .errors import E_BAD_JSON, E_CANNOT_READ, E_DUPLICATE_DOC_ID, E_MISSING_FIELD, E_NO_SUCH_PATH, InputError

Category = Literal["appeared", "disappeared", "type_changed", "span_changed", "rule_changed", "roles_changed",
                   "fields_changed"]  # fmt: skip
# rule_changed: the same type and span, decided by another rule (provenance changes are reviewed too);
# roles_changed: a result of the same number whose metric, dataset, method, baseline or task text changed;
# fields_changed: the same type and span with another value in a field of its own (a number's unit, an entity's
# 'proposed', a result's direction): what a spreadsheet column shows. A claim shows under the first of roles,
# fields and rule that changed.
CATEGORIES: tuple[Category, ...] = ("appeared", "disappeared", "type_changed", "span_changed", "rule_changed",
                                   "roles_changed", "fields_changed")  # fmt: skip
ROLES = ("metric", "dataset", "method", "baseline", "task")
# Fields not compared as a claim's own: where and what it is, its provenance (rule_changed), the ids of other
# claims (they shift when a claim appears earlier in the document; what they point to is compared as roles)
# and the roles' texts (roles_changed).
_NOT_FIELDS = frozenset(["id", "type", "start", "end", "text", "rule", "evidence", "number", "numbers",
                         "range_with", *ROLES, *(f"{role}_text" for role in ROLES)])


@dataclass(frozen=True, slots=True)
class ClaimRef:
    """One claim of one document, with only what the diff reads."""

    doc_id: str
    type: str
    start: int
    end: int
    text: str
    rule: str
    reason: str = ""  # of a ``not_entity`` span: why
    # of a result: its number's span and text (a sentence holds several results: the number tells them apart),
    # and the text of each role (None when the result has none)
    anchor: tuple[int, int] | None = None
    anchor_text: str = ""
    roles: tuple[str | None, ...] = ()
    # the claim's own fields ('unit', 'value', 'proposed', 'direction', ...), each value as JSON, sorted by name
    fields: tuple[tuple[str, str], ...] = ()

    def overlaps(self, other: ClaimRef) -> bool:
        return self.start < other.end and other.start < self.end


@dataclass(frozen=True, slots=True)
class Change:
    """A claim only in the old output (``new`` is None), only in the new one (``old`` is None), or in both
    with another type or span."""

    category: Category
    old: ClaimRef | None
    new: ClaimRef | None

    @property
    def claim(self) -> ClaimRef:
        """The claim the change is shown and counted by: the new one, the old one when it disappeared."""
        found = self.new or self.old
        assert found is not None  # a Change always holds one side (built only in this module)
        return found

    @property
    def rule_key(self) -> str:
        if self.old is not None and self.new is not None and self.old.rule != self.new.rule:
            return f"{self.old.rule} -> {self.new.rule}"
        return self.claim.rule

    @property
    def type_key(self) -> str:
        if self.category == "type_changed" and self.old is not None and self.new is not None:
            return f"{self.old.type} -> {self.new.type}"
        if self.category == "roles_changed":
            return f"{self.claim.type}: {', '.join(self.changed_roles)}"
        if self.category == "fields_changed":
            return f"{self.claim.type}: {', '.join(self.changed_fields)}"
        return self.claim.type

    @property
    def changed_roles(self) -> list[str]:
        """The roles whose text differs between the two sides (of a roles_changed result)."""
        if self.old is None or self.new is None:
            return []
        return [role for role, before, after in zip(ROLES, self.old.roles, self.new.roles, strict=False)
                if before != after]  # fmt: skip

    @property
    def changed_fields(self) -> list[str]:
        """The fields whose value differs between the two sides (of a fields_changed claim), by name."""
        if self.old is None or self.new is None:
            return []
        before, after = dict(self.old.fields), dict(self.new.fields)
        return sorted(name for name in before.keys() | after.keys() if before.get(name) != after.get(name))


@dataclass
class ClaimsDiff:
    """Every change between two outputs, in document order, and the documents only one side holds."""

    changes: list[Change] = field(default_factory=list)
    documents: int = 0  # documents in both outputs
    unchanged: int = 0  # claims with the same type, span, rule, roles and fields on both sides
    only_old: list[str] = field(default_factory=list)
    only_new: list[str] = field(default_factory=list)

    def of(self, category: Category) -> list[Change]:
        return [change for change in self.changes if change.category == category]

    def counts(self) -> dict[str, int]:
        found = Counter(change.category for change in self.changes)
        return {category: found[category] for category in CATEGORIES}

    def by_rule(self, category: Category) -> list[tuple[str, int]]:
        return _ranked(change.rule_key for change in self.of(category))

    def by_type(self, category: Category) -> list[tuple[str, int]]:
        return _ranked(change.type_key for change in self.of(category))

    def sample(self, category: Category, size: int, seed: int = 0) -> list[Change]:
        """Up to ``size`` changes of a category, the same for the same inputs and seed, in document order."""
        changes = self.of(category)
        if len(changes) <= size:
            return changes
        chosen = sorted(random.Random(f"{seed}:{category}").sample(range(len(changes)), size))
        return [changes[i] for i in chosen]


def _ranked(keys: Iterable[str]) -> list[tuple[str, int]]:
    """Counts, most frequent first, ties by key (stable output)."""
    return sorted(Counter(keys).items(), key=lambda item: (-item[1], item[0]))


# ---------------------------------------------------------------------------------------------------------
# Reading


NOT_ENTITY = "not_entity"


class Claims(dict[str, list[ClaimRef]]):
    """doc_id -> claims of one output; ``explained`` when its records carry ``rejected`` (``--explain``)."""

    explained: bool = False


def read_claims(path: str | Path) -> Claims:
    """doc_id -> claims of an extraction output (JSONL, optionally gzipped), in file order; with the rejected
    spans of ``extract --explain`` as ``not_entity`` claims after them."""
    path = Path(path)
    if not path.is_file():
        raise InputError(E_NO_SUCH_PATH, f"{path}: no such file")
    documents = Claims()
    first_line: dict[str, int] = {}
    for line_number, record in _json_lines(path):
        doc_id = record.get("doc_id")
        claims = record.get("claims")
        if not isinstance(doc_id, str) or not isinstance(claims, list):
            raise InputError(E_MISSING_FIELD, f"{path}:{line_number}: not an extraction record (needs a string "
                             "'doc_id' and a list 'claims'); pass the JSONL that 'extract --format jsonl' writes")
        if doc_id in documents:
            raise InputError(E_DUPLICATE_DOC_ID, f"{path}:{line_number}: doc_id {doc_id!r} again (first on line "
                             f"{first_line[doc_id]}); claims cannot be matched across outputs")
        first_line[doc_id] = line_number
        numbers = {claim.get("id"): claim for claim in claims if isinstance(claim, dict) and claim.get("type") == "number"}
        documents[doc_id] = [_claim(doc_id, claim, path, line_number, numbers) for claim in claims]
        rejected = record.get("rejected")
        if isinstance(rejected, list):
            documents.explained = True
            documents[doc_id] += [_rejected(doc_id, span, path, line_number) for span in rejected]
    return documents


def _json_lines(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    opener = gzip.open if path.suffix == ".gz" else open
    try:
        with opener(path, "rt", encoding="utf-8") as handle:
            for line_number, line in enumerate(handle, 1):
                if not line.strip():
                    continue
                try:
                    record = json.loads(line)
                except ValueError as error:
                    raise InputError(E_BAD_JSON, f"{path}:{line_number}: not valid JSON: {error}") from None
                if not isinstance(record, dict):
                    raise InputError(E_BAD_JSON, f"{path}:{line_number}: each line must be a JSON object")
                yield line_number, record
    except (OSError, UnicodeDecodeError, EOFError) as error:
        raise InputError(E_CANNOT_READ, f"{path}: cannot be read: {error}") from None


def _rejected(doc_id: str, span: Any, path: Path, line: int) -> ClaimRef:
    try:
        return ClaimRef(doc_id, NOT_ENTITY, int(span["start"]), int(span["end"]), str(span["text"]),
                        str(span.get("rule") or ""), str(span.get("reason") or ""))  # fmt: skip
    except (KeyError, TypeError, ValueError):
        raise InputError(E_MISSING_FIELD, f"{path}:{line}: document {doc_id!r} has a rejected span without start, "
                         f"end and text: {json.dumps(span)[:200]}") from None


def _claim(doc_id: str, claim: Any, path: Path, line: int, numbers: Mapping[Any, Any]) -> ClaimRef:
    try:
        fields = tuple((name, json.dumps(value, sort_keys=True)) for name, value in sorted(claim.items())
                       if name not in _NOT_FIELDS)  # fmt: skip
        found = ClaimRef(doc_id, str(claim["type"]), int(claim["start"]), int(claim["end"]), str(claim["text"]),
                         str(claim.get("rule") or ""), fields=fields)  # fmt: skip
        number = numbers.get(claim.get("number")) if claim["type"] == "result" else None
        if number is None:
            return found
        return replace(found, anchor=(int(number["start"]), int(number["end"])), anchor_text=str(number["text"]),
                       roles=tuple(claim.get(f"{role}_text") for role in ROLES))  # a result: its number and roles
    except (KeyError, TypeError, ValueError):
        raise InputError(E_MISSING_FIELD, f"{path}:{line}: document {doc_id!r} has a claim without type, start, "
                         f"end and text: {json.dumps(claim)[:200]}") from None


# ---------------------------------------------------------------------------------------------------------
# Matching


def diff_claims(old: Mapping[str, Sequence[ClaimRef]], new: Mapping[str, Sequence[ClaimRef]],
                types: Iterable[str] | None = None) -> ClaimsDiff:  # fmt: skip
    """Compare two outputs document by document (documents in the new output's order).

    Claims with the same type and span are unchanged. Of the rest, an old and a new claim that overlap are
    one claim changed: same span first (its type changed), then the same type (its span shifted), then the
    largest overlap (type and span changed, counted as a type change); what is left appeared or disappeared.
    ``types`` keeps only claims of those types (on both sides, before matching). Rejected spans
    (``not_entity``) are compared only when both outputs have them.
    """
    wanted = frozenset(types) if types else None
    if not (getattr(old, "explained", False) and getattr(new, "explained", False)):
        old = {doc: [c for c in claims if c.type != NOT_ENTITY] for doc, claims in old.items()}
        new = {doc: [c for c in claims if c.type != NOT_ENTITY] for doc, claims in new.items()}
    result = ClaimsDiff(only_old=sorted(set(old) - set(new)), only_new=[doc for doc in new if doc not in old])
    for doc_id, new_claims in new.items():
        if doc_id not in old:
            continue
        result.documents += 1
        before = [claim for claim in old[doc_id] if wanted is None or claim.type in wanted]
        after = [claim for claim in new_claims if wanted is None or claim.type in wanted]
        changes, unchanged = _document_changes(before, after)
        result.changes.extend(changes)
        result.unchanged += unchanged
    return result


def _key(claim: ClaimRef) -> tuple[str, int, int, tuple[int, int] | None]:
    return claim.type, claim.start, claim.end, claim.anchor


def _document_changes(old: list[ClaimRef], new: list[ClaimRef]) -> tuple[list[Change], int]:
    new_keys = Counter(_key(claim) for claim in new)
    old_keys = Counter(_key(claim) for claim in old)
    same = new_keys & old_keys
    kept_old, left_old = _split(old, same)
    kept_new, left_new = _split(new, same)
    pairs = _rule_changes(kept_old, kept_new)
    for preference in (_same_span, _same_type, _any_overlap):
        for old_claim in list(left_old):
            partners = [claim for claim in left_new if preference(old_claim, claim)]
            if not partners:
                continue
            partner = max(partners, key=lambda claim: (_overlap(old_claim, claim), -claim.start, -claim.end))
            category: Category = "span_changed" if partner.type == old_claim.type else "type_changed"
            pairs.append(Change(category, old_claim, partner))
            left_old.remove(old_claim)
            left_new.remove(partner)
    changes = pairs + [Change("disappeared", claim, None) for claim in left_old]
    changes += [Change("appeared", None, claim) for claim in left_new]
    changes.sort(key=lambda change: (change.claim.start, change.claim.end, change.category, change.claim.type))
    changed_in_place = sum(change.category in ("rule_changed", "roles_changed", "fields_changed") for change in changes)
    return changes, sum(same.values()) - changed_in_place


def _rule_changes(old: list[ClaimRef], new: list[ClaimRef]) -> list[Change]:
    """Claims of the same type and span on both sides (paired in order) whose roles (results), own fields or
    deciding rule differ."""
    by_key: dict[tuple[str, int, int, tuple[int, int] | None], list[ClaimRef]] = {}
    for claim in new:
        by_key.setdefault(_key(claim), []).append(claim)
    changes = []
    for claim in old:
        partner = by_key[_key(claim)].pop(0)
        if partner.roles != claim.roles:
            changes.append(Change("roles_changed", claim, partner))
        elif partner.fields != claim.fields:
            changes.append(Change("fields_changed", claim, partner))
        elif (partner.rule, partner.reason) != (claim.rule, claim.reason):
            changes.append(Change("rule_changed", claim, partner))
    return changes


def _split(claims: list[ClaimRef],
           matched: Counter[tuple[str, int, int, tuple[int, int] | None]]) -> tuple[list[ClaimRef], list[ClaimRef]]:
    """(the claims whose type and span the other side has too, the rest), each in order."""
    left = Counter(matched)
    same, rest = [], []
    for claim in claims:
        if left[_key(claim)] > 0:
            left[_key(claim)] -= 1
            same.append(claim)
        else:
            rest.append(claim)
    return same, rest


def _same_span(old: ClaimRef, new: ClaimRef) -> bool:
    return (old.start, old.end) == (new.start, new.end)


def _same_type(old: ClaimRef, new: ClaimRef) -> bool:
    return old.type == new.type and old.overlaps(new)


def _any_overlap(old: ClaimRef, new: ClaimRef) -> bool:
    return old.overlaps(new)


def _overlap(old: ClaimRef, new: ClaimRef) -> int:
    return min(old.end, new.end) - max(old.start, new.start)


# ---------------------------------------------------------------------------------------------------------
# Showing


_SENTENCE_END = re.compile(r"[.!?](?=\s+[A-Z(\\$]|\s*$)")
CONTEXT_LIMIT = 160  # characters of sentence kept on each side of a claim


def in_context(text: str, start: int, end: int, limit: int = CONTEXT_LIMIT) -> str:
    """The sentence around ``text[start:end]`` on one line, the span marked «...»: '... on «MMLU» and ...'."""
    sentence_start = 0
    for match in _SENTENCE_END.finditer(text, 0, start):
        sentence_start = match.end()
    found = _SENTENCE_END.search(text, end)
    sentence_end = found.end() if found else len(text)
    before = _one_line(text[sentence_start:start]).lstrip()
    after = _one_line(text[end:sentence_end]).rstrip()
    if len(before) > limit:
        before = "…" + before[-limit:]
    if len(after) > limit:
        after = after[:limit] + "…"
    return f"{before}«{_one_line(text[start:end])}»{after}"


def _one_line(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def describe(change: Change) -> str:
    """'method "SemEval-2010 Task" (method/acronym) -> dataset "SemEval-2010 Task 8" (dataset/head-noun)'."""
    old, new = change.old, change.new
    if change.category == "roles_changed" and old is not None and new is not None:
        moved = "; ".join(f"{role} {_role(before)} -> {_role(after)}"
                          for role, before, after in zip(ROLES, old.roles, new.roles, strict=False) if before != after)
        return f'result of "{new.anchor_text}" ({new.rule}): {moved}'
    if change.category == "fields_changed" and old is not None and new is not None:
        before, after = dict(old.fields), dict(new.fields)
        moved = "; ".join(f"{name} {before.get(name, 'none')} -> {after.get(name, 'none')}"
                          for name in change.changed_fields)
        return f'{new.type} "{new.text}" ({new.rule}): {moved}'
    if old is not None and new is not None:
        return f"{_shown(old)} -> {_shown(new)}"
    return _shown(change.claim)


def _role(text: str | None) -> str:
    return "none" if text is None else f'"{_one_line(text)}"'


def _shown(claim: ClaimRef) -> str:
    why = f": {claim.reason}" if claim.reason else ""
    return f'{claim.type} "{claim.text}" ({claim.rule}{why})'


def report_text(diff: ClaimsDiff, texts: Mapping[str, str] | None = None, sample: int = 5, seed: int = 0,
                top: int = 15) -> str:  # fmt: skip
    """A report for people: counts per category, by type and by rule, and a sample of each in context."""
    counts = diff.counts()
    lines = [f"{diff.documents} documents compared; {diff.unchanged} claims unchanged; "
             + ", ".join(f"{count} {category.replace('_', ' ')}" for category, count in counts.items())]
    if diff.only_old or diff.only_new:
        lines.append(f"documents only in OLD: {len(diff.only_old)}, only in NEW: {len(diff.only_new)} "
                     "(their claims are not compared)")
    for category in CATEGORIES:
        if not counts[category]:
            continue
        lines += ["", f"== {category.replace('_', ' ')}: {counts[category]}"]
        lines.append("  by type: " + ", ".join(f"{key} {count}" for key, count in diff.by_type(category)))
        rules = diff.by_rule(category)
        shown = ", ".join(f"{key} {count}" for key, count in rules[:top])
        lines.append("  by rule: " + shown + (f", … ({len(rules) - top} more)" if len(rules) > top else ""))
        for change in diff.sample(category, sample, seed):
            lines.append(f"  - {change.claim.doc_id}: {describe(change)}")
            text = texts.get(change.claim.doc_id) if texts else None
            if text is not None:
                lines.append(f"      {_context_of(change, text)}")
    return "\n".join(lines) + "\n"


def _context_of(change: Change, text: str) -> str:
    claim = change.claim
    if change.category == "roles_changed" and claim.anchor is not None:
        return in_context(text, *claim.anchor)  # the result's number, in its sentence
    if change.old is not None and change.new is not None:  # mark the union, so both spans are in view
        start, end = min(change.old.start, change.new.start), max(change.old.end, change.new.end)
        return in_context(text, start, end)
    return in_context(text, claim.start, claim.end)


def report_json(diff: ClaimsDiff, texts: Mapping[str, str] | None = None, sample: int = 5,
                seed: int = 0) -> dict[str, Any]:  # fmt: skip
    """The same report as plain data: counts, counts by type and rule, and the sampled changes."""

    def side(claim: ClaimRef | None) -> dict[str, Any] | None:
        if claim is None:
            return None
        shown = {"type": claim.type, "start": claim.start, "end": claim.end, "text": claim.text, "rule": claim.rule}
        if claim.anchor is not None:
            shown |= {"number": claim.anchor_text, "roles": dict(zip(ROLES, claim.roles, strict=False))}
        if claim.fields:
            shown |= {"fields": {name: json.loads(value) for name, value in claim.fields}}
        return shown | ({"reason": claim.reason} if claim.reason else {})

    categories: dict[str, Any] = {}
    for category in CATEGORIES:
        samples = []
        for change in diff.sample(category, sample, seed):
            entry = {"doc_id": change.claim.doc_id, "old": side(change.old), "new": side(change.new)}
            text = texts.get(change.claim.doc_id) if texts else None
            if text is not None:
                entry["context"] = _context_of(change, text)
            samples.append(entry)
        categories[category] = {
            "count": len(diff.of(category)),
            "by_type": dict(diff.by_type(category)),
            "by_rule": dict(diff.by_rule(category)),
            "sample": samples,
        }
    return {
        "documents": diff.documents,
        "unchanged": diff.unchanged,
        "documents_only_old": diff.only_old,
        "documents_only_new": diff.only_new,
        "categories": categories,
    }
