"""The rule registry: every id a claim can name is registered, documented and fires on its own example."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from abstract_claims import extract, extract_document
from abstract_claims.cli import app
from abstract_claims.errors import RuleError
from abstract_claims.registry import registry_entries
from abstract_claims.rules import RuleSet, default_rules_dir

RULES = RuleSet.load()
DATA = Path(__file__).parent / "data"
SOURCE = Path(__file__).parent.parent / "src" / "abstract_claims"
# a claim-rule id written in the code: '<claim family>/<name>' in double quotes
CODE_ID = re.compile(r'"((?:number|model_size|entity|method|dataset|model|metric|task|result|not_entity)/[a-z0-9_.\-]+)"')


def _documents() -> list[tuple[str, str]]:
    """The seed abstracts and 40 real corpus abstracts the project ships."""
    documents = []
    for name in ("seeds.gold.jsonl", "arxiv-ml-slice.jsonl"):
        for line in (DATA / name).read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            documents.append((str(record.get("doc_id") or record.get("id")), record["text"]))
    return documents


@pytest.fixture(scope="module")
def emitted() -> dict[str, str]:
    """Every rule id the extractor writes on the shipped abstracts, with one claim that names it."""
    found: dict[str, str] = {}
    for doc_id, text in _documents():
        for claim in extract_document(text, doc_id=doc_id).claims:
            for rule_id in (claim.rule, *claim.evidence):
                found.setdefault(rule_id, f"{doc_id}: {claim.type} {claim.text!r}")
    return found


def test_registry_every_emitted_id_is_registered(emitted: dict[str, str]) -> None:
    unregistered = {rule_id: where for rule_id, where in emitted.items() if rule_id not in RULES.claim_rules}
    assert not unregistered, unregistered


def _word_list_ids() -> set[str]:
    """Ids of the word lists the rules read (not claim rules, but written in the same 'family/name' form)."""
    ids = {lexicon.id for lexicon in (*RULES.lexicons.values(), *RULES.task_rules, *RULES.task_lexicon)}
    ids.add(RULES.languages.id)
    held_back = default_rules_dir() / "generated" / "held_back"  # generated, not loaded: see source_lexicons
    if held_back.is_dir():
        for resource in held_back.iterdir():
            for line in resource.read_text(encoding="utf-8").splitlines():
                if line.startswith("{"):
                    ids.add(json.loads(line)["id"])
    return ids


def test_registry_every_id_in_the_code_is_registered() -> None:
    """An id the shipped abstracts do not reach is still checked: every claim-rule literal in the code."""
    known = set(RULES.claim_rules) | _word_list_ids()
    missing = {}
    for path in sorted(SOURCE.rglob("*.py")):
        for match in CODE_ID.finditer(path.read_text(encoding="utf-8")):
            if match.group(1) not in known:
                missing.setdefault(match.group(1), str(path.relative_to(SOURCE)))
    assert not missing, missing


@pytest.mark.parametrize("rule_id", sorted(RULES.claim_rules))
def test_registry_rule_is_documented(rule_id: str) -> None:
    rule = RULES.claim_rules[rule_id]
    assert rule.description.strip(), f"{rule_id}: no description"
    assert rule.examples, f"{rule_id}: no example sentence"


@pytest.mark.parametrize(
    ("rule_id", "text", "claim"),
    [(rule.id, example.text, example.claim) for rule in RULES.claim_rules.values() for example in rule.examples],
)
def test_registry_example_fires_its_rule(rule_id: str, text: str, claim: str) -> None:
    """The example's claim is decided by the rule, or the rule voted for it (``evidence``)."""
    claims = extract(text)
    assert any(c.text == claim and (c.rule == rule_id or rule_id in c.evidence) for c in claims), [
        (c.type, c.text, c.rule, c.evidence) for c in claims
    ]


def test_registry_rules_command_lists_and_filters() -> None:
    runner = CliRunner()
    listed = runner.invoke(app, ["rules", "--json", "model_size/"])
    assert listed.exit_code == 0, listed.output
    entries = [json.loads(line) for line in listed.stdout.splitlines()]
    assert [entry["id"] for entry in entries] == sorted(r for r in RULES.claim_rules if r.startswith("model_size/"))
    assert all(entry["kind"] == "code" and entry["where"].endswith("numbers.py") for entry in entries)
    unknown = runner.invoke(app, ["rules", "number/no-such-rule"])
    assert unknown.exit_code == 2
    assert "number/no-such-rule" in unknown.output


def test_registry_entries_cover_every_kind() -> None:
    kinds = {entry.kind for entry in registry_entries()}
    assert kinds == {"code", "lexicon", "token pattern", "unit"}


def test_registry_code_rule_without_example_is_refused(tmp_path: Path) -> None:
    import shutil

    rules = tmp_path / "rules"
    shutil.copytree(str(default_rules_dir()), rules)
    (rules / "registry" / "zz_broken.jsonl").write_text(
        json.dumps({"id": "number/undocumented", "description": "no example", "module": "numbers.py"}) + "\n",
        encoding="utf-8",
    )
    with pytest.raises(RuleError, match=r"zz_broken\.jsonl.*no example"):
        RuleSet.load(rules)


def test_registry_id_registered_twice_is_refused(tmp_path: Path) -> None:
    import shutil

    rules = tmp_path / "rules"
    shutil.copytree(str(default_rules_dir()), rules)
    duplicate = {"id": "number/percent", "description": "again", "module": "numbers.py",
                 "examples": [{"text": "It gains 3% on MMLU.", "claim": "3%"}]}  # fmt: skip
    (rules / "registry" / "zz_duplicate.jsonl").write_text(json.dumps(duplicate) + "\n", encoding="utf-8")
    with pytest.raises(RuleError, match="number/percent"):
        RuleSet.load(rules)
