"""Scoring claims against gold annotations: ``abstract-claims evaluate GOLD.jsonl [PRED.jsonl]``.

The matching rules are those of the project's reference scorer (``tools/score_claims.py`` of the shared
data), so that both print the same figures:

- claims of each type are matched to gold items of that type one to one, greedily in gold order, each gold
  item taking the first unused predicted claim with the same span (exact) or an overlapping one (overlap);
- a matched number's value is right within 1e-6 (relative, at least absolute), its unit when equal ignoring
  case, white space and a plural -s;
- a gold result is found when a predicted result's number overlaps the gold result's number; each role
  (metric, dataset, method, baseline) agrees when both are empty, or when the gold phrase and one written form
  of the predicted role (the linked claim's text, name, long or short form, or the role's ``*_text``) contain
  one another, compared in lower case without backslashes, dollars and extra white space; a predicted result
  is right when its number overlaps a number some gold result reports;
- a type is scored only where the gold set annotates it (numbers always).
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import E_BAD_JSON, E_MISSING_FIELD, E_NO_SUCH_PATH, InputError

#: Gold entity labels (GUIDELINES.md) and the claim type each is scored as.
GOLD_LABELS: dict[str, str] = {"METHOD": "method", "DATASET": "dataset", "MODEL": "model", "METRIC": "metric",
                               "MODEL_SIZE": "model_size", "TASK": "task"}  # fmt: skip
#: Claim types in the order they are reported.
SCORED_TYPES = ("number", "model_size", "method", "dataset", "model", "metric", "task")
ROLES = ("metric", "dataset", "method", "baseline")

Record = dict[str, Any]  # one JSON object as read


# ---------------------------------------------------------------- reading


def read_records(path: str | Path, what: str) -> dict[str, Record]:
    """The JSON objects of a JSONL file (or of a JSON array, as ``extract -o X.json`` writes) by ``doc_id``;
    a later record with the same id replaces an earlier one."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(E_NO_SUCH_PATH, f"{path}: no such {what} file") from None
    records: dict[str, Record] = {}
    for line, record in _objects(text, str(path)):
        if "doc_id" not in record:
            raise InputError(E_MISSING_FIELD, f"{path}:{line}: the {what} record has no 'doc_id'")
        records[str(record["doc_id"])] = record
    return records


def _objects(text: str, name: str) -> Iterator[tuple[int, Record]]:
    if text.lstrip().startswith("["):
        try:
            array = json.loads(text)
        except json.JSONDecodeError as error:
            raise InputError(E_BAD_JSON, f"{name}:{error.lineno}: not JSON ({error.msg})") from None
        items: Iterable[tuple[int, object]] = ((index, item) for index, item in enumerate(array, 1))
    else:
        items = _json_lines(text, name)
    for line, item in items:
        if not isinstance(item, dict):
            raise InputError(E_BAD_JSON, f"{name}:{line}: expected a JSON object, found {type(item).__name__}")
        yield line, item


def _json_lines(text: str, name: str) -> Iterator[tuple[int, object]]:
    for number, line in enumerate(text.split("\n"), 1):  # not splitlines: U+2028 may stand inside a string
        if line.strip():
            try:
                yield number, json.loads(line)
            except json.JSONDecodeError as error:
                raise InputError(E_BAD_JSON, f"{name}:{number}: not JSON ({error.msg} at column {error.colno})") from None


def check_gold(gold: Mapping[str, Record], name: str) -> None:
    """Gold records must have what scoring reads: spans on numbers and entities, known labels, result numbers."""
    for doc_id, record in gold.items():
        where = f"{name}: document {doc_id}"
        for key in ("numbers", "entities", "results"):
            if not isinstance(record.get(key, []), list):
                raise InputError(E_MISSING_FIELD, f"{where}: '{key}' is not a list")
        for item in [*record.get("numbers", []), *record.get("entities", [])]:
            if not (isinstance(item, dict) and isinstance(item.get("start"), int) and isinstance(item.get("end"), int)):
                raise InputError(E_MISSING_FIELD, f"{where}: an item without integer 'start' and 'end': {item!r}")
        for entity in record.get("entities", []):
            if entity.get("label") not in GOLD_LABELS:
                raise InputError(E_MISSING_FIELD, f"{where}: unknown entity label {entity.get('label')!r} "
                                                  f"(known: {', '.join(GOLD_LABELS)})")  # fmt: skip
        count = len(record.get("numbers", []))
        for result in record.get("results", []):
            if not (isinstance(result, dict) and isinstance(result.get("number"), int) and 0 <= result["number"] < count):
                raise InputError(E_MISSING_FIELD, f"{where}: a result whose 'number' is not an index into its "
                                                  f"{count} numbers: {result!r}")  # fmt: skip


# ---------------------------------------------------------------- matching


def overlaps(a: Record, b: Record) -> bool:
    return bool(a["start"] < b["end"] and b["start"] < a["end"])


def match(gold: Sequence[Record], predicted: Sequence[Record], exact: bool) -> list[tuple[Record, Record]]:
    """Greedy one-to-one pairs: each gold item, in order, takes the first unused predicted item that fits."""
    used: set[int] = set()
    pairs = []
    for item in gold:
        for index, claim in enumerate(predicted):
            if index in used:
                continue
            if (claim["start"] == item["start"] and claim["end"] == item["end"]) if exact else overlaps(item, claim):
                used.add(index)
                pairs.append((item, claim))
                break
    return pairs


def normalized(phrase: object) -> str | None:
    """Lower case, without backslashes and dollars, white space collapsed; None for an empty phrase."""
    return " ".join(str(phrase).lower().replace("\\", "").replace("$", "").split()) if phrase else None


def same_unit(gold: Record, claim: Record) -> bool:
    """Equal ignoring case, white space and a plural -s (not -ss); two empty units agree."""

    def unit(record: Record) -> str:
        written = " ".join((record.get("unit") or "").lower().split())
        return written[:-1] if len(written) > 3 and written.endswith("s") and not written.endswith("ss") else written

    return unit(gold) == unit(claim)


def same_value(gold: Record, claim: Record) -> bool:
    try:
        expected, found = float(gold["value"]), float(claim.get("value"))  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return False
    return abs(expected - found) <= 1e-6 * max(1.0, abs(expected))


def _gold_items(record: Record) -> dict[str, list[Record]]:
    items: dict[str, list[Record]] = defaultdict(list)
    items["number"].extend(record.get("numbers", []))
    for entity in record.get("entities", []):
        items[GOLD_LABELS[entity["label"]]].append(entity)
    return items


def _predicted_items(record: Record, merge: Mapping[str, str]) -> dict[str, list[Record]]:
    items: dict[str, list[Record]] = defaultdict(list)
    for claim in record.get("claims", []):
        claim_type = merge.get(claim.get("type"), claim.get("type"))
        if claim_type in SCORED_TYPES:
            items[claim_type].append(claim)
    return items


# ---------------------------------------------------------------- scores


def _ratio(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def _f1(precision: float, recall: float) -> float:
    return 2 * precision * recall / (precision + recall) if precision + recall else 0.0


@dataclass
class TypeCounts:
    """Counts for one claim type over all documents."""

    gold: int = 0
    pred: int = 0
    exact: int = 0
    overlap: int = 0
    value_ok: int = 0  # numbers only
    unit_ok: int = 0
    missed: list[tuple[str, str]] = field(default_factory=list)  # (doc_id, text) of gold items not overlapped
    spurious: list[tuple[str, str | None]] = field(default_factory=list)

    def row(self, claim_type: str) -> dict[str, float | int]:
        exact_p, exact_r = _ratio(self.exact, self.pred), _ratio(self.exact, self.gold)
        overlap_p, overlap_r = _ratio(self.overlap, self.pred), _ratio(self.overlap, self.gold)
        row: dict[str, float | int] = {
            "gold": self.gold, "pred": self.pred,
            "exact_p": exact_p, "exact_r": exact_r, "exact_f1": _f1(exact_p, exact_r),
            "overlap_p": overlap_p, "overlap_r": overlap_r, "overlap_f1": _f1(overlap_p, overlap_r),
        }  # fmt: skip
        if claim_type == "number":
            row["value_acc"] = _ratio(self.value_ok, self.overlap)
            row["unit_acc"] = _ratio(self.unit_ok, self.overlap)
        return row


@dataclass
class ResultCounts:
    gold: int = 0
    pred: int = 0
    found: int = 0  # gold results with a predicted result on their number
    pred_ok: int = 0  # predicted results on a number some gold result reports
    roles_ok: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ROLES, 0))


@dataclass
class Evaluation:
    """The scores of predictions against gold; :meth:`to_json` is the reference scorer's ``--json`` object."""

    documents: int
    missing: int  # gold documents without a prediction (scored as predicting nothing)
    annotated: set[str]
    types: dict[str, TypeCounts]
    results: ResultCounts

    def to_json(self) -> dict[str, Any]:
        gold = self.results.gold or 1
        return {
            "documents": self.documents,
            "documents_missing_from_predictions": self.missing,
            "types": {t: counts.row(t) for t, counts in self.types.items() if t in self.annotated},
            "results": {"gold": self.results.gold, "pred": self.results.pred, "found": self.results.found / gold,
                        "precision": self.results.pred_ok / (self.results.pred or 1),
                        **{role: self.results.roles_ok[role] / gold for role in ROLES}},
        }  # fmt: skip

    def table(self) -> str:
        """The reference scorer's table, line for line."""
        scores = self.to_json()
        lines = [f"documents: {self.documents} gold, {self.missing} missing from predictions",
                 f"{'type':<11}{'gold':>6}{'pred':>6}  {'exact P/R/F1':>20}  {'overlap P/R/F1':>20}  value  unit"]  # fmt: skip
        for claim_type, row in scores["types"].items():
            value = f"{row['value_acc']:.3f}  {row['unit_acc']:.3f}" if "value_acc" in row else ""
            lines.append(f"{claim_type:<11}{row['gold']:>6}{row['pred']:>6}  "
                         f"{row['exact_p']:.3f} {row['exact_r']:.3f} {row['exact_f1']:.3f}  "
                         f"{row['overlap_p']:.3f} {row['overlap_r']:.3f} {row['overlap_f1']:.3f}  {value}")  # fmt: skip
        r = scores["results"]
        lines.append(f"results: {r['gold']} gold, {r['pred']} predicted; share of gold results found {r['found']:.3f}, "
                     f"share of predicted results that are gold results {r['precision']:.3f}; "
                     f"roles right: metric {r['metric']:.3f} dataset {r['dataset']:.3f} method {r['method']:.3f} "
                     f"baseline {r['baseline']:.3f}")  # fmt: skip
        return "\n".join(lines)

    def errors(self, limit: int) -> str:
        """Up to ``limit`` missed gold items and false hits per scored type."""
        blocks = []
        for claim_type, counts in self.types.items():
            if claim_type not in self.annotated:
                continue
            for kind, items in (("missed", counts.missed), ("spurious", counts.spurious)):
                if items[:limit]:
                    listed = "; ".join(f"{doc_id}: {text!r}" for doc_id, text in items[:limit])
                    blocks.append(f"\n{claim_type} {kind}: {listed}")
        return "\n".join(blocks)


def evaluate(gold: Mapping[str, Record], predictions: Mapping[str, Record],
             merge: Mapping[str, str] | None = None) -> Evaluation:  # fmt: skip
    """Score ``predictions`` (output documents by doc_id) against ``gold`` (gold records by doc_id).

    ``merge`` scores predicted claims of one type as another ({"model": "method"} for gold that files models
    under methods)."""
    merge = merge or {}
    types = {t: TypeCounts() for t in SCORED_TYPES}
    results = ResultCounts()
    for doc_id, gold_record in gold.items():
        predicted = predictions.get(doc_id, {"claims": []})
        gold_items, predicted_items = _gold_items(gold_record), _predicted_items(predicted, merge)
        for claim_type, counts in types.items():
            _count_type(doc_id, gold_items[claim_type], predicted_items[claim_type], claim_type, counts)
        _count_results(gold_record, predicted, results)
    annotated = {"number"} | {GOLD_LABELS[e["label"]] for record in gold.values() for e in record.get("entities", [])}
    missing = sum(doc_id not in predictions for doc_id in gold)
    return Evaluation(len(gold), missing, annotated, types, results)


def _count_type(doc_id: str, gold: list[Record], predicted: list[Record], claim_type: str,
                counts: TypeCounts) -> None:  # fmt: skip
    exact, overlap = match(gold, predicted, exact=True), match(gold, predicted, exact=False)
    counts.gold += len(gold)
    counts.pred += len(predicted)
    counts.exact += len(exact)
    counts.overlap += len(overlap)
    if claim_type == "number":
        counts.value_ok += sum(same_value(g, p) for g, p in overlap)
        counts.unit_ok += sum(same_unit(g, p) for g, p in overlap)
    hit_gold = {id(g) for g, _ in overlap}
    hit_predicted = {id(p) for _, p in overlap}
    counts.missed += [(doc_id, g["text"]) for g in gold if id(g) not in hit_gold]
    counts.spurious += [(doc_id, p.get("text")) for p in predicted if id(p) not in hit_predicted]


def _count_results(gold: Record, predicted: Record, counts: ResultCounts) -> None:
    claims = predicted.get("claims", [])
    by_id = {claim.get("id"): claim for claim in claims}
    predicted_results = [claim for claim in claims if claim.get("type") == "result"]
    for result in gold.get("results", []):
        counts.gold += 1
        number = gold["numbers"][result["number"]]
        found = next((c for c in predicted_results
                      if (n := by_id.get(c.get("number"))) and overlaps(number, n)), None)  # fmt: skip
        if found is None:
            continue
        counts.found += 1
        for role in ROLES:
            if _role_agrees(normalized(result.get(role)), found, by_id.get(found.get(role)) or {}, role):
                counts.roles_ok[role] += 1
    counts.pred += len(predicted_results)
    reported = [gold["numbers"][result["number"]] for result in gold.get("results", [])]
    for claim in predicted_results:
        number = by_id.get(claim.get("number"))
        if number and any(overlaps(g, number) for g in reported):
            counts.pred_ok += 1


def _role_agrees(wanted: str | None, result: Record, linked: Record, role: str) -> bool:
    """A name counts in any of its written forms: the mention, its name, its long or short form, the phrase."""
    forms = [normalized(form) for form in (linked.get("text"), linked.get("name"), linked.get("long_form"),
                                           linked.get("short_form"), result.get(role + "_text")) if form]  # fmt: skip
    if wanted is None:
        return not forms
    if not wanted:  # a gold phrase of white space only agrees with nothing
        return False
    return any(form and (wanted in form or form in wanted) for form in forms)


def predictions_for(gold: Mapping[str, Record], rules_dir: str | Path | None = None) -> dict[str, Record]:
    """Extract the gold texts: output documents (as the JSON output writes them) by doc_id."""
    from .extractor import Extractor
    from .sources import SourceDocument

    missing = [doc_id for doc_id, record in gold.items() if not isinstance(record.get("text"), str)]
    if missing:
        raise InputError(E_MISSING_FIELD, f"gold document {missing[0]} has no 'text' to extract claims from; "
                                          "pass a predictions file")  # fmt: skip
    extractor = Extractor(rules_dir=rules_dir)
    documents = extractor.documents(SourceDocument(doc_id, record["text"]) for doc_id, record in gold.items())
    return {document.doc_id: document.to_json_dict() for document in documents}
