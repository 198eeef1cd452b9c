"""``nlp.add_pipe("abstract_claims")``: the factory from the entry point, ``doc._.claims``, saving the
pipeline with its rules, and rule validation in ``nlp.initialize()``."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest
import spacy

from abstract_claims import extract
from abstract_claims.errors import RuleError
from abstract_claims.rules import default_rules_dir
from abstract_claims.spacy_component import RULES_SUBDIR, make_abstract_claims

# From the seed abstracts.
BMATTN = (r"BMAttn achieves a \textbf{3.3x} speedup on long-context tasks with negligible accuracy loss, "
          r"and up to \textbf{5x} speedup with minimal degradation")  # fmt: skip
CORP = r"CoRP improves the base model by $8.1$ points on average."
PHI = r"Our $\varphi = 0.46$ sits in between, so replacing unique blocks with recurrences is worth it."

# Prints the claims of BMATTN as JSON: [type, text, start, end, approx or null] for each.
SHOW_CLAIMS = """
import json, sys, spacy
{make_nlp}
doc = nlp(sys.argv[1])
print(json.dumps([[c.type, c.text, c.start, c.end, getattr(c, "approx", None)] for c in doc._.claims]))
"""


def run_python(code: str, *args: str, cwd: Path) -> list[list[object]]:
    """Run ``code`` in a fresh interpreter whose working directory is ``cwd``; its stdout as JSON."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONSTARTUP")}
    completed = subprocess.run([sys.executable, "-c", code, *args], cwd=cwd, env=env, capture_output=True,
                               text=True, timeout=120, check=False)  # fmt: skip
    assert completed.returncode == 0, completed.stderr
    return json.loads(completed.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def up_to_5x(claims: list[list[object]]) -> object:
    """The qualifier the claims give the '5x' of BMATTN."""
    (approx,) = [c[4] for c in claims if c[0] == "number" and c[1] == "5x"]
    return approx


@pytest.fixture
def nlp() -> spacy.Language:
    nlp = spacy.blank("en")
    nlp.add_pipe("abstract_claims")
    return nlp


# ---------------------------------------------------------------- the factory and doc._.claims


def test_spacy_component_factory_comes_from_the_entry_point(tmp_path: Path) -> None:
    """A fresh interpreter finds the factory without importing abstract_claims first."""
    code = SHOW_CLAIMS.format(make_nlp="nlp = spacy.blank('en'); nlp.add_pipe('abstract_claims')")
    assert "import abstract_claims" not in code and "from abstract_claims" not in code
    claims = run_python(code, BMATTN, cwd=tmp_path)
    numbers = [(c[1], c[2], c[3]) for c in claims if c[0] == "number"]
    assert numbers == [("3.3x", 26, 30), ("5x", 111, 113)]
    assert up_to_5x(claims) == "up to"


def test_spacy_component_entry_point_names_the_factory() -> None:
    (entry_point,) = [e for e in entry_points(group="spacy_factories") if e.name == "abstract_claims"]
    assert entry_point.value == "abstract_claims.spacy_component:make_abstract_claims"
    assert entry_point.load() is make_abstract_claims


@pytest.mark.parametrize("text", [BMATTN, CORP, PHI])
def test_spacy_component_sets_doc_claims_with_offsets_into_doc_text(nlp: spacy.Language, text: str) -> None:
    doc = nlp(text)
    assert doc.text == text  # the raw LaTeX is kept, so offsets index what the user passed
    assert doc._.claims
    for claim in doc._.claims:
        assert doc.text[claim.start : claim.end] == claim.text
    assert doc._.claims == extract(text)


@pytest.mark.parametrize("texts", [[BMATTN, CORP, PHI, CORP]])
def test_spacy_component_pipe_matches_one_doc_at_a_time(nlp: spacy.Language, texts: list[str]) -> None:
    piped = [doc._.claims for doc in nlp.pipe(texts)]
    assert piped == [nlp(text)._.claims for text in texts]
    assert piped[1] == piped[3]


# ---------------------------------------------------------------- saving and loading


def test_spacy_component_to_disk_writes_its_rules(nlp: spacy.Language, tmp_path: Path) -> None:
    nlp.to_disk(tmp_path / "saved")
    saved = tmp_path / "saved" / "abstract_claims" / RULES_SUBDIR
    packaged = {entry.name: entry.read_bytes() for entry in default_rules_dir().iterdir() if entry.is_file()}
    assert "qualifiers.jsonl" in packaged
    assert {path.name: path.read_bytes() for path in saved.iterdir()} == packaged


def test_spacy_component_reloads_with_the_saved_rules(nlp: spacy.Language, tmp_path: Path) -> None:
    """spacy.load in a fresh interpreter, elsewhere, uses the rule files saved with the pipeline."""
    original, edited = tmp_path / "original", tmp_path / "edited"
    nlp.to_disk(original)
    nlp.to_disk(edited)
    qualifiers = edited / "abstract_claims" / RULES_SUBDIR / "qualifiers.jsonl"
    lines = []
    for line in qualifiers.read_text(encoding="utf-8").splitlines():
        rule = json.loads(line) if line.strip() else None
        if rule and rule["id"] == "approx/up-to":
            assert "up to" in rule["before"]
            rule["before"] = [word for word in rule["before"] if word != "up to"]
            line = json.dumps(rule, ensure_ascii=False)
        lines.append(line)
    qualifiers.write_text("\n".join(lines) + "\n", encoding="utf-8")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()

    code = SHOW_CLAIMS.format(make_nlp="nlp = spacy.load(sys.argv[2])")
    assert up_to_5x(run_python(code, BMATTN, str(original), cwd=elsewhere)) == "up to"
    reloaded = run_python(code, BMATTN, str(edited), cwd=elsewhere)
    assert up_to_5x(reloaded) is None  # 'up to' is no longer a qualifier in the saved rules
    assert ["number", "3.3x", 26, 30, None] in reloaded  # the rest still works
    in_process = [[c.type, c.text, c.start, c.end, getattr(c, "approx", None)] for c in nlp(BMATTN)._.claims]
    assert up_to_5x(in_process) == "up to"  # the packaged rules are untouched


# ---------------------------------------------------------------- rule validation in initialize()


def _set_line(path: Path, number: int, change: object) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[number - 1] = change(lines[number - 1])  # type: ignore[operator]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _first_id(path: Path) -> str:
    return str(json.loads(path.read_text(encoding="utf-8").splitlines()[0])["id"])


@pytest.mark.parametrize(
    ("file_name", "line", "breakage", "code", "message"),
    [
        ("qualifiers.jsonl", 3, "unknown key", "E002", "colour"),
        ("number_units.jsonl", 2, "duplicate id", "E003", "duplicate id"),
        ("number_exclusions.jsonl", 2, "duplicate JSON key", "E001", "duplicate key 'id'"),
        ("entity_lexicons.jsonl", 1, "unknown key", "E002", "colour"),
    ],
)
def test_spacy_component_initialize_rejects_broken_rules_naming_file_and_line(
    tmp_path: Path, file_name: str, line: int, breakage: str, code: str, message: str
) -> None:
    bad_dir = tmp_path / "rules"
    shutil.copytree(str(default_rules_dir()), bad_dir)
    target = bad_dir / file_name
    if breakage == "unknown key":
        _set_line(target, line, lambda text: text.replace("{", '{"colour": "red", ', 1))
    elif breakage == "duplicate id":
        first = _first_id(target)
        _set_line(target, line, lambda text: json.dumps({**json.loads(text), "id": first}))
    else:
        _set_line(target, line, lambda text: text.replace("{", '{"id": "number/first", ', 1))

    nlp = spacy.blank("en")
    nlp.add_pipe("abstract_claims", config={"rules_dir": str(bad_dir)})  # nothing is read yet
    with pytest.raises(RuleError) as raised:
        nlp.initialize()
    error = raised.value
    assert (Path(error.file).name, error.line, error.code) == (file_name, line, code)
    assert f"{file_name}:{line}" in str(error)
    assert message in str(error)


def test_spacy_component_initialize_accepts_a_copy_of_the_packaged_rules(tmp_path: Path) -> None:
    rules_dir = tmp_path / "rules"
    shutil.copytree(str(default_rules_dir()), rules_dir)
    nlp = spacy.blank("en")
    nlp.add_pipe("abstract_claims", config={"rules_dir": str(rules_dir)})
    nlp.initialize()
    assert nlp(CORP)._.claims == extract(CORP)


@pytest.mark.parametrize(
    ("line", "breakage", "code"),
    [(3, "unknown key", "E002"), (3, "duplicate JSON key", "E001")],
)
def test_spacy_component_initialize_names_the_line_of_a_broken_lexicon(
    tmp_path: Path, line: int, breakage: str, code: str
) -> None:
    bad_dir = tmp_path / "rules"
    shutil.copytree(str(default_rules_dir()), bad_dir)
    target = bad_dir / "lexicons.json"
    assert target.read_text(encoding="utf-8").splitlines()[line - 1].lstrip().startswith('{"id"')
    added = '"colour": "red", ' if breakage == "unknown key" else '"id": "lexicon/first", '
    _set_line(target, line, lambda text: text.replace("{", "{" + added, 1))
    nlp = spacy.blank("en")
    nlp.add_pipe("abstract_claims", config={"rules_dir": str(bad_dir)})
    with pytest.raises(RuleError) as raised:
        nlp.initialize()
    assert (raised.value.file, raised.value.code) == ("lexicons.json", code)
    assert raised.value.line == line, str(raised.value)


@pytest.mark.parametrize(("sentence", "symbol"), [("It cuts decoding latency to 12 ms per token.", "ms")])
def test_spacy_component_uses_the_measurement_units_of_its_rules_dir(
    tmp_path: Path, sentence: str, symbol: str
) -> None:
    rules_dir = tmp_path / "rules"
    shutil.copytree(str(default_rules_dir()), rules_dir)
    units_file = rules_dir / "measurement_units.json"
    units = json.loads(units_file.read_text(encoding="utf-8"))
    assert units["symbols"].pop(symbol)["name"] == "millisecond"
    units_file.write_text(json.dumps(units), encoding="utf-8")
    packaged = spacy.blank("en")
    packaged.add_pipe("abstract_claims")
    assert [c.unit for c in packaged(sentence)._.claims if c.type == "number"] == [symbol]
    edited = spacy.blank("en")
    edited.add_pipe("abstract_claims", config={"rules_dir": str(rules_dir)})
    edited.initialize()
    assert [c.unit for c in edited(sentence)._.claims if c.type == "number"] != [symbol]
