"""CSV and XLSX exports, read back with the csv module and openpyxl and compared with the JSON claims."""

from __future__ import annotations

import csv
import io
import json
from collections import defaultdict
from pathlib import Path

import pytest
from openpyxl import load_workbook
from typer.testing import CliRunner

from abstract_claims import spreadsheets
from abstract_claims.cli import app
from abstract_claims.models import (
    CLAIM_TYPE_ORDER,
    DatasetClaim,
    DocumentClaims,
    DocumentError,
    MethodClaim,
    MetricClaim,
    NumberClaim,
    ResultClaim,
)
from abstract_claims.sources import SourceDocument, read_documents
from abstract_claims.spreadsheets import (
    CLAIM_COLUMNS,
    DOCUMENT_COLUMNS,
    LEADERBOARD_COLUMNS,
    RESULT_COLUMNS,
    is_formula_like,
    leaderboard_order,
    write_csv,
    write_xlsx,
)

SEEDS = Path(__file__).resolve().parent.parent / "seeds"
#: The first 40 records (id, title, text) of ../shared/corpus/arxiv-ml.jsonl.gz, real arXiv abstracts.
CORPUS_SLICE = Path(__file__).resolve().parent / "data" / "arxiv-ml-slice.jsonl"

# Real-looking abstracts whose cells a spreadsheet would otherwise run as formulas.
INJECTION_ABSTRACTS = [
    "=1+2 is not a formula. Fine-tuning with our recipe improves accuracy by +7.1 pp over the strongest "
    "baseline and lowers the error by -2.3% on ImageNet.",
    "@risk: the pruned model loses -5 points on MMLU while running 3.3x faster.",
]


@pytest.fixture(scope="module")
def seed_claims(extractor, seed_documents) -> list[DocumentClaims]:
    return list(extractor.documents(seed_documents))


@pytest.fixture(scope="module")
def injection_claims(extractor) -> list[DocumentClaims]:
    sources = [SourceDocument(doc_id=f"=HYPERLINK(\"http://x\",\"{n}\")", text=text)
               for n, text in enumerate(INJECTION_ABSTRACTS)]  # fmt: skip
    return list(extractor.documents(sources))


def _unprotect(cell: str) -> str:
    """The text a protected CSV cell stands for (the leading quote removed)."""
    return cell[1:] if cell.startswith("'") and is_formula_like(cell[1:]) else cell


def _json_round_trip(documents: list[DocumentClaims]) -> list[dict]:
    return [json.loads(document.model_dump_json()) for document in documents]


def _read_csv(path: Path) -> list[dict[str, str]]:
    with open(path, encoding="utf-8-sig", newline="") as handle:
        reader = csv.DictReader(handle)
        assert tuple(reader.fieldnames or ()) == CLAIM_COLUMNS
        return list(reader)


def _source_text(path: str) -> str:
    with open(path, encoding="utf-8", newline="") as handle:
        return handle.read()


def _assert_csv_matches_json(rows: list[dict[str, str]], documents: list[DocumentClaims]) -> None:
    rows_of: dict[str, list[dict[str, str]]] = defaultdict(list)
    for row in rows:
        rows_of[_unprotect(row["doc_id"])].append(row)
    assert list(rows_of) == [document.doc_id for document in documents]
    for document, record in zip(documents, _json_round_trip(documents), strict=True):
        doc_rows = rows_of[document.doc_id]
        if not record["claims"]:
            assert len(doc_rows) == 1 and doc_rows[0]["claim_id"] == "" and doc_rows[0]["type"] == ""
            continue
        assert [row["claim_id"] for row in doc_rows] == [claim["id"] for claim in record["claims"]]
        for row, claim, model in zip(doc_rows, record["claims"], document.claims, strict=True):
            assert row["type"] == claim["type"]
            assert _unprotect(row["text"]) == claim["text"]
            assert (int(row["start"]), int(row["end"])) == (claim["start"], claim["end"])
            assert row["rule"] == claim["rule"]
            expected_value = claim.get("value", claim.get("parameters"))
            assert (float(row["value"]) if row["value"] else None) == expected_value
            for field in ("unit", "kind", "approx", "name"):
                assert row[field] == (claim.get(field) or "")
            assert row["proposed"] == {True: "true", False: "false", None: ""}[claim.get("proposed")]
            assert _unprotect(row["sentence"]) == (document.sentence_of(model) or "")
            if record["offset"] is not None:
                source_start, source_end = int(row["source_start"]), int(row["source_end"])
                assert _source_text(record["source"])[source_start:source_end] == claim["text"]
            else:
                assert row["source_start"] == row["source_end"] == ""


def test_spreadsheets_csv_matches_json_claim_for_claim(seed_claims, tmp_path):
    path = tmp_path / "claims.csv"
    write_csv(seed_claims, path)
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")  # the BOM Excel needs to read UTF-8
    rows = _read_csv(path)
    assert sum(1 for row in rows if row["claim_id"]) == sum(len(document.claims) for document in seed_claims)
    _assert_csv_matches_json(rows, seed_claims)


def test_spreadsheets_csv_to_a_stream_has_no_bom(seed_claims):
    stream = io.StringIO()
    write_csv(seed_claims[:3], stream)
    assert stream.getvalue().startswith("doc_id,title,source,claim_id,")


@pytest.mark.parametrize("claim_text", ["+7.1 pp", "-2.3%", "-5 points"])
def test_spreadsheets_csv_protects_formula_like_text(injection_claims, tmp_path, claim_text):
    path = tmp_path / "claims.csv"
    write_csv(injection_claims, path)
    rows = _read_csv(path)
    row = next(row for row in rows if _unprotect(row["text"]) == claim_text)
    assert row["text"] == "'" + claim_text
    assert row["doc_id"].startswith("'=HYPERLINK(")
    float(row["value"])  # numbers stay plain numbers, never prefixed
    assert not row["value"].startswith("'")
    _assert_csv_matches_json(rows, injection_claims)


def test_spreadsheets_csv_protects_a_sentence_starting_with_equals(injection_claims, tmp_path):
    path = tmp_path / "claims.csv"
    write_csv(injection_claims, path)
    first_sentence = next(row["sentence"] for row in _read_csv(path) if row["text"] == "1")
    assert first_sentence == "'=1+2 is not a formula."


def test_spreadsheets_csv_keeps_documents_with_errors(extractor, tmp_path):
    error = DocumentError(code="E102", message="line 3 is not valid JSON", line=3)
    documents = [extractor.document(SourceDocument(doc_id="broken", text="", error=error))]
    path = tmp_path / "claims.csv"
    write_csv(documents, path)
    [row] = _read_csv(path)
    assert row["doc_id"] == "broken" and row["claim_id"] == ""
    assert row["errors"] == "E102: line 3 is not valid JSON (line 3)"


def _sheet_rows(workbook, name: str) -> list[dict[str, object]]:
    rows = list(workbook[name].iter_rows(values_only=True))
    header = [str(value) for value in rows[0]]
    return [dict(zip(header, row, strict=True)) for row in rows[1:]]


def _assert_no_formulas(workbook) -> None:
    for sheet in workbook:
        for row in sheet.iter_rows():
            for cell in row:
                assert cell.data_type != "f", f"{sheet.title}!{cell.coordinate} is a formula: {cell.value!r}"


def test_spreadsheets_xlsx_matches_json_claim_for_claim(seed_claims, tmp_path):
    path = tmp_path / "claims.xlsx"
    write_xlsx(seed_claims, path)
    workbook = load_workbook(path)
    assert workbook.sheetnames == ["claims", "results", "leaderboard", "documents"]
    for name, columns in (("claims", CLAIM_COLUMNS), ("results", RESULT_COLUMNS),
                          ("leaderboard", LEADERBOARD_COLUMNS), ("documents", DOCUMENT_COLUMNS)):  # fmt: skip
        sheet = workbook[name]
        assert tuple(cell.value for cell in sheet[1]) == columns
        assert sheet.freeze_panes == "A2"
        assert sheet.column_dimensions["A"].width > 10
    rows = [row for row in _sheet_rows(workbook, "claims") if row["claim_id"]]
    records = [(record, claim) for record in _json_round_trip(seed_claims) for claim in record["claims"]]
    assert len(rows) == len(records)
    for row, (record, claim) in zip(rows, records, strict=True):
        assert (row["doc_id"], row["claim_id"], row["type"], row["text"]) == (
            record["doc_id"], claim["id"], claim["type"], claim["text"])  # fmt: skip
        assert (row["start"], row["end"]) == (claim["start"], claim["end"])
        assert isinstance(row["start"], int)  # numbers are stored as numbers, not text
        assert row["value"] == claim.get("value", claim.get("parameters"))
        for field in ("unit", "kind", "approx", "name", "proposed"):
            assert row[field] == claim.get(field)
        assert row["source_start"] == record["offset"] + claim["start"]
    documents = _sheet_rows(workbook, "documents")
    assert [row["doc_id"] for row in documents] == [document.doc_id for document in seed_claims]
    for row, document in zip(documents, seed_claims, strict=True):
        assert row["claims"] == len(document.claims)
        for claim_type in CLAIM_TYPE_ORDER:
            assert row[claim_type] == sum(claim.type == claim_type for claim in document.claims)
    _assert_no_formulas(workbook)


def test_spreadsheets_xlsx_continues_a_long_table_on_further_sheets(seed_claims, tmp_path, monkeypatch):
    monkeypatch.setattr(spreadsheets, "XLSX_MAX_ROWS", 100)
    path = tmp_path / "claims.xlsx"
    write_xlsx(seed_claims, path)
    workbook = load_workbook(path)
    claim_sheets = [name for name in workbook.sheetnames if name.startswith("claims")]
    assert workbook.sheetnames[:4] == ["claims", "results", "leaderboard", "documents"]
    assert claim_sheets[1:] == [f"claims ({n})" for n in range(2, len(claim_sheets) + 1)]
    rows = [row for name in claim_sheets for row in _sheet_rows(workbook, name)]
    assert all(workbook[name].max_row <= 100 for name in claim_sheets)
    assert [row["claim_id"] for row in rows if row["claim_id"]] == [
        claim.id for document in seed_claims for claim in document.claims]  # fmt: skip


def test_spreadsheets_xlsx_stores_formula_like_text_as_text(injection_claims, tmp_path):
    path = tmp_path / "claims.xlsx"
    write_xlsx(injection_claims, path)
    workbook = load_workbook(path)
    _assert_no_formulas(workbook)
    sheet = workbook["claims"]
    column = {cell.value: cell.column_letter for cell in sheet[1]}
    texts = {cell.value: cell for cell in sheet[column["text"]][1:]}
    for claim_text in ("+7.1 pp", "-2.3%", "-5 points"):
        assert texts[claim_text].data_type == "s"
        assert texts[claim_text].quotePrefix  # Excel keeps it text even when the cell is edited
    assert sheet["A2"].value == injection_claims[0].doc_id  # the text itself is unchanged
    assert sheet[f"{column['sentence']}2"].value == "=1+2 is not a formula."


@pytest.fixture(scope="module")
def corpus_claims(extractor) -> list[DocumentClaims]:
    return list(extractor.documents(read_documents([CORPUS_SLICE])))


def _leaderboard_document() -> DocumentClaims:
    text = ("On MATH-500, CurveRL improves accuracy by +7.1 pp over GRPO and reaches 77.8% accuracy, "
            "and it improves the base model by $8.1$ points on average.")  # fmt: skip

    def span(fragment: str, after: int = 0) -> dict[str, object]:
        start = text.index(fragment, after)
        return {"start": start, "end": start + len(fragment), "text": fragment}

    claims = [
        DatasetClaim(id="c1", rule="dataset/lexicon", name="MATH-500", **span("MATH-500")),
        MethodClaim(id="c2", rule="method/we-propose", name="CurveRL", proposed=True, **span("CurveRL")),
        MetricClaim(id="c3", rule="metric/lexicon", name="accuracy", **span("accuracy")),
        NumberClaim(id="c4", rule="number/delta-pp", value=7.1, unit="pp", kind="delta", **span("+7.1 pp")),
        MethodClaim(id="c5", rule="method/lexicon", name="GRPO", **span("GRPO")),
        NumberClaim(id="c6", rule="number/percent", value=77.8, unit="%", kind="percent", **span("77.8%")),
        NumberClaim(id="c7", rule="number/points", value=8.1, unit="points", kind="delta", approx="average",
                    **span("8.1")),
        ResultClaim(id="r1", rule="result/improves-over", number="c4", metric="c3", dataset="c1", method="c2",
                    baseline="c5", metric_text="accuracy", direction="increase",
                    **span("CurveRL improves accuracy by +7.1 pp over GRPO")),
        ResultClaim(id="r2", rule="result/reaches", number="c6", dataset="c1", method="c2",
                    metric_text="accuracy", **span("reaches 77.8% accuracy")),
        ResultClaim(id="r3", rule="result/improves-over", number="c7", method="c2",
                    baseline_text="the base model", direction="increase",
                    **span("it improves the base model by $8.1$ points on average")),
    ]  # fmt: skip
    document = DocumentClaims(doc_id="leaderboard:1", source="papers.jsonl", claims=claims)
    document._text = text
    document._sentences = [(0, len(text))]
    return document


def test_spreadsheets_xlsx_results_sheet_is_a_leaderboard(tmp_path):
    document = _leaderboard_document()
    path = tmp_path / "results.xlsx"
    write_xlsx([document], path)
    workbook = load_workbook(path)
    rows = _sheet_rows(workbook, "results")
    leaderboard = [(row["claim_id"], row["method"], row["dataset"], row["metric"], row["value"], row["unit"],
                    row["baseline"], row["direction"], row["number_text"]) for row in rows]  # fmt: skip
    assert leaderboard == [
        ("r1", "CurveRL", "MATH-500", "accuracy", 7.1, "pp", "GRPO", "increase", "+7.1 pp"),
        ("r2", "CurveRL", "MATH-500", "accuracy", 77.8, "%", None, None, "77.8%"),
        ("r3", "CurveRL", None, None, 8.1, "points", "the base model", "increase", "8.1"),
    ]
    assert [row["text"] for row in rows] == [claim.text for claim in document.of_type("result")]
    claims_rows = _sheet_rows(workbook, "claims")
    assert [row["claim_id"] for row in claims_rows] == [claim.id for claim in document.claims]
    assert next(row for row in claims_rows if row["claim_id"] == "c2")["proposed"] is True
    assert next(row for row in claims_rows if row["claim_id"] == "c2")["name"] == "CurveRL"
    [summary] = _sheet_rows(workbook, "documents")
    assert (summary["claims"], summary["number"], summary["method"], summary["result"]) == (10, 3, 2, 3)
    assert summary["offset"] is None
    _assert_no_formulas(workbook)


def test_spreadsheets_csv_fills_entity_columns(tmp_path):
    path = tmp_path / "claims.csv"
    write_csv([_leaderboard_document()], path)
    rows = {row["claim_id"]: row for row in _read_csv(path)}
    assert (rows["c2"]["name"], rows["c2"]["proposed"]) == ("CurveRL", "true")
    assert (rows["c5"]["proposed"], rows["c3"]["proposed"]) == ("false", "")
    assert rows["r1"]["value"] == rows["r1"]["unit"] == ""


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_spreadsheets_cli_writes_seeds_by_extension(seed_claims, tmp_path, suffix):
    path = tmp_path / f"claims{suffix}"
    result = CliRunner().invoke(app, ["extract", str(SEEDS), "-o", str(path), "--quiet"])
    assert result.exit_code == 0, result.output
    if suffix == ".csv":
        _assert_csv_matches_json(_read_csv(path), seed_claims)
    else:
        rows = [row for row in _sheet_rows(load_workbook(path), "claims") if row["claim_id"]]
        assert len(rows) == sum(len(document.claims) for document in seed_claims)


def test_spreadsheets_cli_writes_csv_to_standard_output(seed_claims):
    result = CliRunner().invoke(app, ["extract", str(SEEDS), "--format", "csv", "--quiet"])
    assert result.exit_code == 0, result.output
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    _assert_csv_matches_json(rows, seed_claims)


def test_spreadsheets_cli_refuses_xlsx_to_standard_output():
    result = CliRunner().invoke(app, ["extract", str(SEEDS), "--format", "xlsx"])
    assert result.exit_code == 2


def _rival_document() -> DocumentClaims:
    """A second paper reporting on MATH-500 accuracy, with an arXiv id and a title."""
    text = "GRPO reaches 74.2% accuracy on MATH-500 and 81.5% accuracy on GSM8K."

    def span(fragment: str) -> dict[str, object]:
        start = text.index(fragment)
        return {"start": start, "end": start + len(fragment), "text": fragment}

    claims = [
        MethodClaim(id="c1", rule="method/lexicon", name="GRPO", **span("GRPO")),
        NumberClaim(id="c2", rule="number/percent", value=74.2, unit="%", kind="percent", **span("74.2%")),
        MetricClaim(id="c3", rule="metric/lexicon", name="accuracy", **span("accuracy")),
        DatasetClaim(id="c4", rule="dataset/lexicon", name="MATH-500", **span("MATH-500")),
        NumberClaim(id="c5", rule="number/percent", value=81.5, unit="%", kind="percent", **span("81.5%")),
        DatasetClaim(id="c6", rule="dataset/lexicon", name="GSM8K", **span("GSM8K")),
        ResultClaim(id="c7", rule="result/reaches", number="c2", metric="c3", dataset="c4", method="c1",
                    **span("GRPO reaches 74.2% accuracy on MATH-500")),
        ResultClaim(id="c8", rule="result/reaches", number="c5", dataset="c6", method="c1",
                    metric_text="accuracy", **span("81.5% accuracy on GSM8K")),
    ]  # fmt: skip
    document = DocumentClaims(doc_id="2503.11750", title="Group  Relative\n  Policy Optimisation, Revisited",
                              claims=claims)  # fmt: skip
    document._text = text
    document._sentences = [(0, len(text))]
    return document


def test_spreadsheets_xlsx_leaderboard_ranks_who_reported_what_on_what(tmp_path):
    path = tmp_path / "results.xlsx"
    write_xlsx([_leaderboard_document(), _rival_document()], path)
    workbook = load_workbook(path)
    board = _sheet_rows(workbook, "leaderboard")
    assert [(row["dataset"], row["metric"], row["method"], row["value"], row["kind"], row["baseline"],
             row["doc_id"], row["claim_id"]) for row in board] == [
        ("GSM8K", "accuracy", "GRPO", 81.5, "percent", None, "2503.11750", "c8"),
        ("MATH-500", "accuracy", "CurveRL", 77.8, "percent", None, "leaderboard:1", "r2"),
        ("MATH-500", "accuracy", "GRPO", 74.2, "percent", None, "2503.11750", "c7"),
        ("MATH-500", "accuracy", "CurveRL", 7.1, "delta", "GRPO", "leaderboard:1", "r1"),
    ]  # fmt: skip  (r3 names no dataset: it is on the results sheet only)
    assert [row["negated"] for row in board] == [False] * 4
    rival = next(row for row in board if row["doc_id"] == "2503.11750")
    assert rival["title"] == "Group Relative Policy Optimisation, Revisited"  # white space collapsed
    assert rival["paper"] == "https://arxiv.org/abs/2503.11750"
    paper_column = LEADERBOARD_COLUMNS.index("paper") + 1
    link = workbook["leaderboard"].cell(row=2, column=paper_column).hyperlink
    assert link is not None and link.target == "https://arxiv.org/abs/2503.11750"
    assert next(row for row in board if row["doc_id"] == "leaderboard:1")["paper"] is None  # not an arXiv id
    _assert_no_formulas(workbook)


def test_spreadsheets_xlsx_on_corpus_abstracts_has_titles_links_and_readable_sentences(corpus_claims, tmp_path):
    path = tmp_path / "corpus.xlsx"
    write_xlsx(corpus_claims, path)
    workbook = load_workbook(path)
    records = [json.loads(line) for line in CORPUS_SLICE.read_text(encoding="utf-8").splitlines()]
    documents = _sheet_rows(workbook, "documents")
    assert [(row["doc_id"], row["title"], row["paper"]) for row in documents] == [
        (record["id"], " ".join(record["title"].split()), f"https://arxiv.org/abs/{record['id']}")
        for record in records]  # fmt: skip
    claims_sheet = workbook["claims"]
    column = {cell.value: cell.column_letter for cell in claims_sheet[1]}
    sentences = [cell for cell in claims_sheet[column["sentence"]][1:] if cell.value]
    assert sentences and all(cell.alignment.wrap_text for cell in sentences)
    assert not any("\n" in cell.value or "  " in cell.value for cell in sentences)
    assert sum("\n" in (document.sentence_of(claim) or "") for document in corpus_claims
               for claim in document.claims) > 100  # the source does break its lines  # fmt: skip
    texts = {cell.value for cell in claims_sheet[column["text"]][1:] if cell.value}
    assert any("\n" in text for text in texts)  # a claim's text stays exactly as in the source
    results = _sheet_rows(workbook, "results")
    assert len(results) == sum(len(document.of_type("result")) for document in corpus_claims) >= 10
    board = _sheet_rows(workbook, "leaderboard")
    assert board and all(row["dataset"] and row["metric"] for row in board)
    keys = [leaderboard_order([row[name] for name in LEADERBOARD_COLUMNS]) for row in board]
    assert keys == sorted(keys)
    named = {(row["doc_id"], row["claim_id"]) for row in results if row["dataset"] and row["metric"]}
    assert {(row["doc_id"], row["claim_id"]) for row in board} == named
    _assert_no_formulas(workbook)
