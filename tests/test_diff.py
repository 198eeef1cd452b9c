"""``abstract-claims diff``: claims that appeared, disappeared, or changed type or span between two real
extraction outputs: the same documents extracted with the packaged rules and with a copy whose lexicons were
edited, as a developer would before committing a rule change."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from abstract_claims import Extractor
from abstract_claims.cli import app
from abstract_claims.diff import ClaimsDiff, diff_claims, in_context, read_claims, report_json, report_text
from abstract_claims.errors import InputError
from abstract_claims.export import write_documents
from abstract_claims.rules import default_rules_dir
from abstract_claims.sources import SourceDocument

# Sentences of the shape of the corpus abstracts.
DOCUMENTS = [
    SourceDocument("prune", "We prune LLaMA-2 with SparseGPT and Wanda and evaluate on WikiText-2 and MMLU, "
                   "reporting perplexity and accuracy."),
    SourceDocument("commonsense", "Our method improves the accuracy on HellaSwag and PIQA by 3.2% over LoRA."),
    SourceDocument("squad", "We fine-tune BERT and RoBERTa on SQuAD 2.0, GPQA Diamond and GLUE with AdamW."),
]


def _edited_rules(directory: Path) -> Path:
    """The packaged rules less 'Wanda', 'SQuAD 2.0' and the subset word 'Diamond', with 'LoRA' listed as a dataset
    instead of a method and 'SparseGPT' in a lexicon of its own."""
    rules = directory / "rules"
    shutil.copytree(str(default_rules_dir()), rules)
    word_lists = rules / "lexicons.json"
    lists = json.loads(word_lists.read_text(encoding="utf-8"))
    for word_list in lists:
        if word_list["id"] == "lexicon/dataset-subset-words":
            word_list["words"] = [word for word in word_list["words"] if word != "Diamond"]
    word_lists.write_text(json.dumps(lists), encoding="utf-8")
    lexicons = rules / "entity_lexicons.jsonl"
    records = [json.loads(line) for line in lexicons.read_text(encoding="utf-8").splitlines() if line.strip()]
    for record in records:
        dropped = {"Wanda", "LoRA", "SparseGPT"} if record["id"] == "method/known-methods" else {"SQuAD 2.0"}
        record["terms"] = [term for term in record["terms"] if term not in dropped]
        if record["id"] == "dataset/known-benchmarks":
            record["terms"].append("LoRA")
    records.append({"id": "method/pruning-methods", "label": "method", "source": "a test", "terms": ["SparseGPT"]})
    lexicons.write_text("".join(json.dumps(record) + "\n" for record in records), encoding="utf-8")
    return rules


@pytest.fixture(scope="module")
def outputs(tmp_path_factory: pytest.TempPathFactory, extractor: Extractor) -> tuple[Path, Path]:
    directory = tmp_path_factory.mktemp("diff")
    old, new = directory / "old.jsonl", directory / "new.jsonl"
    write_documents(extractor.documents(DOCUMENTS), str(old), "jsonl")
    write_documents(Extractor(rules_dir=_edited_rules(directory)).documents(DOCUMENTS), str(new), "jsonl")
    return old, new


@pytest.fixture(scope="module")
def found(outputs: tuple[Path, Path]) -> ClaimsDiff:
    return diff_claims(read_claims(outputs[0]), read_claims(outputs[1]))


def _seen(diff: ClaimsDiff, category: str) -> list[tuple[str, str | None, str | None]]:
    return [(change.claim.doc_id, change.old and change.old.text, change.new and change.new.text)
            for change in diff.of(category)]  # type: ignore[arg-type]  # fmt: skip


def test_diff_finds_each_kind_of_change(found: ClaimsDiff) -> None:
    assert _seen(found, "disappeared") == [("prune", "Wanda", None)]
    assert _seen(found, "span_changed") == [("squad", "GPQA Diamond", "GPQA")]
    assert _seen(found, "type_changed") == [("commonsense", "LoRA", "LoRA")]
    # without 'SQuAD 2.0' in a lexicon, '2.0' is still the edition of the name 'SQuAD', not a number
    assert found.of("appeared") == []
    # the same type and span, decided by another rule
    assert _seen(found, "rule_changed") == [("prune", "SparseGPT", "SparseGPT")]
    assert found.documents == 3
    assert found.unchanged > 10


def test_diff_counts_changes_by_rule_and_type(found: ClaimsDiff) -> None:
    assert found.by_type("type_changed") == [("method -> dataset", 1)]
    assert found.by_rule("type_changed") == [("method/known-methods -> dataset/known-benchmarks", 1)]
    assert found.by_rule("disappeared") == [("method/known-methods", 1)]
    assert found.counts() == {"appeared": 0, "disappeared": 1, "type_changed": 1, "span_changed": 1,
                              "rule_changed": 1, "roles_changed": 0, "fields_changed": 0}
    assert found.by_rule("rule_changed") == [("method/known-methods -> method/pruning-methods", 1)]


def test_diff_swapped_outputs_turn_disappeared_into_appeared(outputs: tuple[Path, Path]) -> None:
    swapped = diff_claims(read_claims(outputs[1]), read_claims(outputs[0]))
    assert _seen(swapped, "appeared") == [("prune", None, "Wanda")]
    assert _seen(swapped, "span_changed") == [("squad", "GPQA", "GPQA Diamond")]
    assert swapped.by_type("type_changed") == [("dataset -> method", 1)]


def test_diff_type_filter_compares_only_those_types(outputs: tuple[Path, Path]) -> None:
    only_datasets = diff_claims(read_claims(outputs[0]), read_claims(outputs[1]), types=["dataset"])
    # LoRA was a method and is a dataset: seen from datasets alone, a dataset appeared
    assert _seen(only_datasets, "appeared") == [("commonsense", None, "LoRA")]
    assert _seen(only_datasets, "span_changed") == [("squad", "GPQA Diamond", "GPQA")]
    assert only_datasets.of("disappeared") == only_datasets.of("type_changed") == []


@pytest.mark.parametrize(("text", "span", "shown"), [
    ("We use Wanda. It prunes LLaMA-2 with\nno retraining. Done.", "LLaMA-2", "It prunes «LLaMA-2» with no retraining."),
    ("Results on $\\textsc{MMLU}$ improve", "MMLU", "Results on $\\textsc{«MMLU»}$ improve"),
])  # fmt: skip
def test_in_context_marks_the_claim_in_its_sentence(text: str, span: str, shown: str) -> None:
    start = text.index(span)
    assert in_context(text, start, start + len(span)) == shown


def test_diff_sample_is_the_same_for_the_same_seed(found: ClaimsDiff) -> None:
    many = ClaimsDiff(changes=found.changes * 20)
    first = many.sample("disappeared", 3, seed=7)
    assert first == many.sample("disappeared", 3, seed=7)
    assert len(first) == 3
    assert report_json(many, sample=3, seed=7) == report_json(many, sample=3, seed=7)


def test_diff_report_shows_counts_and_samples_in_context(found: ClaimsDiff) -> None:
    texts = {document.doc_id: document.text for document in DOCUMENTS}
    report = report_text(found, texts)
    assert "3 documents compared;" in report
    assert "0 appeared, 1 disappeared, 1 type changed, 1 span changed, 1 rule changed" in report
    assert "== type changed: 1\n  by type: method -> dataset 1\n" in report
    assert '  - squad: dataset "GPQA Diamond" (dataset/known-benchmarks) -> dataset "GPQA" (' in report
    assert "We fine-tune BERT and RoBERTa on SQuAD 2.0, «GPQA Diamond» and GLUE with AdamW." in report
    assert "== appeared" not in report  # an empty category is not listed


def test_cli_diff_json_report(outputs: tuple[Path, Path], tmp_path: Path) -> None:
    texts = tmp_path / "documents.jsonl"
    texts.write_text("".join(json.dumps({"id": d.doc_id, "text": d.text}) + "\n" for d in DOCUMENTS), encoding="utf-8")
    result = CliRunner().invoke(app, ["diff", str(outputs[0]), str(outputs[1]), "--json", "--text", str(texts)])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["categories"]["disappeared"]["by_rule"] == {"method/known-methods": 1}
    sample = report["categories"]["disappeared"]["sample"]
    assert sample == [{"doc_id": "prune", "old": {"type": "method", "start": 36, "end": 41, "text": "Wanda",
                                                  "rule": "method/known-methods",
                                                  "fields": {"long_form": None, "name": "Wanda", "proposed": False,
                                                             "short_form": None}}, "new": None,
                       "context": "We prune LLaMA-2 with SparseGPT and «Wanda» and evaluate on WikiText-2 and MMLU, "
                                  "reporting perplexity and accuracy."}]  # fmt: skip


def test_cli_diff_text_report_with_type_filter(outputs: tuple[Path, Path]) -> None:
    result = CliRunner().invoke(app, ["diff", str(outputs[0]), str(outputs[1]), "--type", "method"])
    assert result.exit_code == 0, result.output
    assert "0 appeared, 2 disappeared, 0 type changed, 0 span changed, 1 rule changed" in result.stdout
    assert 'method "LoRA" (method/known-methods)' in result.stdout


@pytest.mark.parametrize(("lines", "code", "message"), [
    (['{"doc_id": "a", "claims": []}', '{"doc_id": "a", "claims": []}'], "E111", "doc_id 'a' again (first on line 1)"),
    (['{"id": "a", "text": "We use Wanda."}'], "E103", "not an extraction record"),
    (['{"doc_id": "a", "claims": [{"type": "method"}]}'], "E103", "a claim without type, start, end and text"),
    (['{"doc_id": "a", "claims": []'], "E102", "not valid JSON"),
])  # fmt: skip
def test_diff_bad_output_file_names_file_line_and_code(tmp_path: Path, lines: list[str], code: str,
                                                       message: str) -> None:  # fmt: skip
    path = tmp_path / "bad.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(InputError) as raised:
        read_claims(path)
    assert message in str(raised.value)
    assert raised.value.code == code
    assert f"{path}:{len(lines)}" in str(raised.value)


def test_cli_diff_missing_file_exits_with_usage_error(outputs: tuple[Path, Path], tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["diff", str(outputs[0]), str(tmp_path / "none.jsonl")])
    assert result.exit_code == 2
    assert "[E105]" in result.stderr


ROLES_DOCUMENT = SourceDocument(
    "wanda", "On WikiText-2, Wanda reaches a perplexity of 9.3 at 50% sparsity. Our method reaches 71.2% accuracy "
    "on MMLU, outperforming Wanda by 3.1%.")


def test_diff_reports_results_whose_roles_changed(tmp_path: Path, extractor: Extractor) -> None:
    """Without 'Wanda' in the method lexicon, the first sentence's result has no method; the results of the
    second sentence (its baseline is 'Wanda' as written either way) are unchanged, told apart by their numbers."""
    old, new = tmp_path / "old.jsonl", tmp_path / "new.jsonl"
    write_documents(extractor.documents([ROLES_DOCUMENT]), str(old), "jsonl")
    write_documents(Extractor(rules_dir=_edited_rules(tmp_path)).documents([ROLES_DOCUMENT]), str(new), "jsonl")
    found = diff_claims(read_claims(old), read_claims(new))
    changed = found.of("roles_changed")
    assert [(change.claim.anchor_text, change.changed_roles) for change in changed] == [("9.3", ["method"])]
    assert found.by_type("roles_changed") == [("result: method", 1)]
    report = report_text(found, {ROLES_DOCUMENT.doc_id: ROLES_DOCUMENT.text})
    assert 'result of "9.3" (result/scalar-value): method "Wanda" -> none' in report
    assert "On WikiText-2, Wanda reaches a perplexity of «9.3» at 50% sparsity." in report
    assert report_json(found)["categories"]["roles_changed"]["sample"][0]["new"]["roles"]["method"] is None


UNITS_DOCUMENT = SourceDocument(
    "fisheye", "Our study covers indoor scenes captured with 200 degree fisheye cameras, and the robot stops within "
    "0.5 meters of the target in 92% of the trials.")


def test_diff_reports_claims_whose_fields_changed(tmp_path: Path, extractor: Extractor) -> None:
    """Rules whose unit words have no written form give the units quantulum3's names ('degree angle', 'metre'):
    the numbers keep their type, span and rule, and their unit shows as a changed field."""
    rules = tmp_path / "rules"
    shutil.copytree(str(default_rules_dir()), rules)
    units = json.loads((rules / "measurement_units.json").read_text(encoding="utf-8"))
    for entry in units["words"].values():
        entry.pop("written", None)
    (rules / "measurement_units.json").write_text(json.dumps(units), encoding="utf-8")
    old, new = tmp_path / "old.jsonl", tmp_path / "new.jsonl"
    write_documents(Extractor(rules_dir=rules).documents([UNITS_DOCUMENT]), str(old), "jsonl")
    write_documents(extractor.documents([UNITS_DOCUMENT]), str(new), "jsonl")
    found = diff_claims(read_claims(old), read_claims(new))
    changed = found.of("fields_changed")
    assert [(change.claim.text, change.changed_fields) for change in changed] == [("200", ["unit"]), ("0.5", ["unit"])]
    assert found.counts()["fields_changed"] == 2 and found.of("rule_changed") == []
    assert found.by_type("fields_changed") == [("number: unit", 2)]
    report = report_text(found, {UNITS_DOCUMENT.doc_id: UNITS_DOCUMENT.text})
    assert 'number "200" (number/measurement): unit "degree angle" -> "degree"' in report
    assert 'number "0.5" (number/measurement): unit "metre" -> "meter"' in report
    sample = report_json(found)["categories"]["fields_changed"]["sample"]
    assert [entry["new"]["fields"]["unit"] for entry in sample] == ["degree", "meter"]
    # the same output on both sides: nothing changed, every claim unchanged
    same = diff_claims(read_claims(new), read_claims(new))
    assert same.changes == [] and same.unchanged == len(read_claims(new)[UNITS_DOCUMENT.doc_id])
