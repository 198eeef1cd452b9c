"""Claims as spans on the host's Doc: ``doc.spans["claims"]``, plain data that serializes (``to_bytes``,
``DocBin``, ``nlp.pipe(n_process=2)``), displaCy, the claims of the command line, and the typed hand-over of the
extraction components as ``nlp.analyze_pipes()`` reports it."""

from __future__ import annotations

import json
import pickle
from pathlib import Path
from typing import Any

import pytest
import spacy
from spacy import displacy
from spacy.tokens import Doc, DocBin
from spacy.training import Example

from abstract_claims.evaluate import evaluate, read_records
from abstract_claims.handover import PipelineError
from abstract_claims.models import CLAIM_ADAPTER
from abstract_claims.pipeline import build_nlp, claims_of
from abstract_claims.sources import SourceDocument
from abstract_claims.spans import DISPLACY_COLORS, SPANS_KEY, gold_doc

ROOT = Path(__file__).resolve().parent.parent

# From the seed abstracts: claims that cut into spaCy's default tokens ('99\%' is one token there).
PERCENT = (r"RL solves 99\% of held-out problems on ImageNet-1K, while rejection fine-tuning plateaus at "
           r"\textbf{62.5\%}.")  # fmt: skip
CORP = r"CoRP improves the base model by $8.1$ points on average."
RPEVAL = r"We introduce \textsc{RPEval}, where $\varphi{=}1$ marks a unique block; Qwen3.5-397B-A17B is tested."


@pytest.fixture(scope="module")
def nlp() -> spacy.Language:
    nlp = spacy.blank("en")
    nlp.add_pipe("abstract_claims")
    return nlp


@pytest.fixture(scope="module")
def cli_claims(seed_documents: list[SourceDocument], in_process_cli_module) -> dict[str, list[dict[str, Any]]]:  # type: ignore[no-untyped-def]
    """The claims `abstract-claims extract seeds/ --format jsonl` writes, by doc_id."""
    result = in_process_cli_module("extract", ROOT / "seeds", "--format", "jsonl", "--quiet")
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["doc_id"] for r in records] == [d.doc_id for d in seed_documents]
    return {r["doc_id"]: r["claims"] for r in records}


@pytest.fixture(scope="module")
def in_process_cli_module(extractor):  # type: ignore[no-untyped-def]
    """`abstract-claims ARGS` in this process with the session's extractor, for module-scoped fixtures."""
    from typer.testing import CliRunner

    from abstract_claims.cli import app

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("abstract_claims.parallel.Extractor", lambda rules_dir=None, **options: extractor)
        yield lambda *args: CliRunner().invoke(app, [str(arg) for arg in args])


def _plain(value: object) -> bool:
    """True when value is JSON-able data (tuple keys allowed: spaCy keys user data by tuples)."""
    if isinstance(value, dict):
        return all(isinstance(k, (str, tuple)) and _plain(v) for k, v in value.items())
    if isinstance(value, list):
        return all(map(_plain, value))
    return value is None or isinstance(value, (str, int, float, bool))


def _check_spans(doc: Doc) -> None:
    """Every claim is a span labelled with its type, with its id; the span is the claim's smallest token cover."""
    spans = list(doc.spans[SPANS_KEY])
    assert [span.id_ for span in spans] == list(doc._.claim_data)
    for span in spans:
        claim = span._.claim
        assert (span.label_, span.id_) == (claim["type"], claim["id"])
        assert doc.text[claim["start"] : claim["end"]] == claim["text"]
        assert span.start_char <= claim["start"] < claim["end"] <= span.end_char
        assert span[0].idx + len(span[0]) > claim["start"] and span[-1].idx < claim["end"]  # nothing to spare


# ---------------------------------------------------------------- the done-when test


def test_spacy_spans_pipe_in_two_processes_round_trip_render_and_match_the_cli(
    nlp: spacy.Language, seed_documents: list[SourceDocument], cli_claims: dict[str, list[dict[str, Any]]]
) -> None:
    texts = [document.text for document in seed_documents]
    docs = list(nlp.pipe(texts, n_process=2, batch_size=8))
    assert [doc.text for doc in docs] == texts
    # the same claims as the command line, for every seed abstract
    for document, doc in zip(seed_documents, docs, strict=True):
        assert [CLAIM_ADAPTER.dump_python(c, mode="json") for c in doc._.claims] == cli_claims[document.doc_id]
        _check_spans(doc)
    assert sum(len(doc.spans[SPANS_KEY]) for doc in docs) == sum(map(len, cli_claims.values())) > 300
    # plain data only: a DocBin with user data, and Doc.to_bytes, carry the claims across
    assert all(_plain(doc.user_data) for doc in docs)
    data = DocBin(store_user_data=True, docs=docs).to_bytes()
    restored = list(DocBin().from_bytes(data).get_docs(nlp.vocab))
    for doc, back in zip(docs, restored, strict=True):
        assert back._.claims == doc._.claims
        assert [(s.start, s.end, s.label_, s.id_) for s in back.spans[SPANS_KEY]] == \
            [(s.start, s.end, s.label_, s.id_) for s in doc.spans[SPANS_KEY]]  # fmt: skip
        assert Doc(nlp.vocab).from_bytes(doc.to_bytes())._.claims == doc._.claims
    # displaCy draws the claims in their type's colour
    richest = max(docs, key=lambda doc: len({span.label_ for span in doc.spans[SPANS_KEY]}))
    html = displacy.render(richest, style="span", options={"spans_key": SPANS_KEY, "colors": DISPLACY_COLORS})
    labels = {span.label_ for span in richest.spans[SPANS_KEY]}
    assert {"number", "method", "result"} <= labels
    for label in labels:
        assert f">{label}<" in html.replace(" ", "").replace("\n", "")  # the label drawn by its span
        assert DISPLACY_COLORS[label] in html


# ---------------------------------------------------------------- spans on the host's tokens


@pytest.mark.parametrize(("text", "claim_text", "span_text"),
                         [(PERCENT, r"99\%", r"99\%"), (PERCENT, r"62.5\%", r"\textbf{62.5\%"),
                          (RPEVAL, "1", r"\varphi{=}1"), (RPEVAL, "RPEval", r"\textsc{RPEval")])  # fmt: skip
def test_spacy_spans_cover_claims_that_cut_into_host_tokens(nlp: spacy.Language, text: str, claim_text: str,
                                                            span_text: str) -> None:  # fmt: skip
    doc = nlp(text)
    (span,) = [s for s in doc.spans[SPANS_KEY] if s.label_ != "result" and s._.claim["text"] == claim_text]
    assert span.text == span_text  # the nearest token-aligned cover ...
    assert doc.text[span._.claim["start"] : span._.claim["end"]] == claim_text  # ... the exact offsets kept
    _check_spans(doc)


@pytest.mark.parametrize("text", ["We distill Llama-3.1-70B into a 7B student with a 2.3x speedup."])
def test_spacy_spans_two_claims_on_one_token_keep_their_own_data(nlp: spacy.Language, text: str) -> None:
    """'7B' is a number and a model size with the same span: span._ data is read by claim id, not offsets."""
    doc = nlp(text)
    by_type = {span.label_: span for span in doc.spans[SPANS_KEY] if span.text == "7B"}
    assert set(by_type) == {"number", "model_size"}
    assert by_type["number"]._.claim["kind"] == "parameters"
    assert by_type["model_size"]._.claim["parameters"] == 7e9


@pytest.mark.parametrize("text", [CORP])
def test_spacy_spans_component_pickles_without_its_loaded_pipeline(nlp: spacy.Language, text: str) -> None:
    """What spawned worker processes of nlp.pipe(n_process=2) receive: the settings, not a spaCy pipeline."""
    component = nlp.get_pipe("abstract_claims")
    expected = nlp(text)._.claims  # the extractor is loaded now
    copy = pickle.loads(pickle.dumps(component))
    assert copy._extractor is None and copy.rules_dir == component.rules_dir
    doc = spacy.blank("en")(text)
    assert copy(doc)._.claims == expected


def test_spacy_spans_doc_without_the_component_has_no_claims() -> None:
    doc = spacy.blank("en")(CORP)
    assert doc._.claims is None and doc._.claim_data is None and SPANS_KEY not in doc.spans


# ---------------------------------------------------------------- nlp.evaluate with spaCy's Example and Scorer


def test_spacy_spans_nlp_evaluate_scores_claims_per_type_like_abstract_claims_evaluate(nlp: spacy.Language) -> None:
    """Reference Docs made from the seed gold; spaCy's exact token-span scores per type agree with the
    character-span scores of `abstract-claims evaluate` (a token cover can merge two spans: within 0.02)."""
    gold = read_records(ROOT.parent / "shared" / "gold" / "seeds.gold.jsonl", "gold")
    examples = [Example(nlp.make_doc(record["text"]), gold_doc(nlp, record)) for record in gold.values()]
    per_type = nlp.evaluate(examples)["spans_claims_per_type"]
    predicted = {doc_id: {"claims": [CLAIM_ADAPTER.dump_python(c, mode="json") for c in nlp(record["text"])._.claims]}
                 for doc_id, record in gold.items()}  # fmt: skip
    ours = evaluate(gold, predicted).to_json()["types"]
    assert set(per_type) == set(ours)
    for claim_type, row in ours.items():
        assert per_type[claim_type]["f"] == pytest.approx(row["exact_f1"], abs=0.02), claim_type
        assert per_type[claim_type]["p"] == pytest.approx(row["exact_p"], abs=0.02), claim_type


# ---------------------------------------------------------------- analyze_pipes and missing components


def test_spacy_spans_analyze_pipes_shows_the_hand_over() -> None:
    analysis = build_nlp().analyze_pipes()
    assert not any(analysis["problems"].values())
    summary = analysis["summary"]
    assert summary["abstract_claims_numbers"]["assigns"] == ["doc._.number_drafts"]
    assert summary["abstract_claims_entities"]["requires"] == ["token.is_sent_start"]
    assert summary["abstract_claims_results"]["requires"] == ["doc._.number_drafts", "doc._.entity_drafts"]
    host = spacy.blank("en")
    host.add_pipe("abstract_claims")
    assert "doc.spans" in host.analyze_pipes()["summary"]["abstract_claims"]["assigns"]


@pytest.mark.parametrize("sentence", [CORP])
def test_spacy_spans_results_without_entities_raise_instead_of_doing_nothing(sentence: str) -> None:
    nlp = build_nlp()
    nlp.remove_pipe("abstract_claims_entities")
    assert nlp.analyze_pipes()["problems"]["abstract_claims_results"] == ["doc._.entity_drafts"]
    with pytest.raises(PipelineError, match=r"\[E501\] abstract_claims_results reads doc._.entity_drafts, which "
                                            r"abstract_claims_entities sets"):  # fmt: skip
        nlp(sentence)


@pytest.mark.parametrize("sentence", [CORP])
def test_spacy_spans_numbers_only_pipeline_still_gives_numbers(sentence: str) -> None:
    nlp = build_nlp()
    nlp.remove_pipe("abstract_claims_results")
    nlp.remove_pipe("abstract_claims_entities")
    assert [(c.type, c.text) for c in claims_of(nlp(sentence))] == [("number", "8.1")]
