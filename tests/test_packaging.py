"""A pipeline package that names this package in its requirements, and ``python -m abstract_claims``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import spacy

from abstract_claims import __version__
from abstract_claims.spacy_component import requirement

CORP = r"CoRP improves the base model by $8.1$ points on average."


def _run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONSTARTUP")}
    return subprocess.run([sys.executable, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300,
                          check=False)  # fmt: skip


def test_packaging_requirement_pins_the_minor_version() -> None:
    major, minor = __version__.split(".")[:2]
    assert requirement() == f"abstract-claims>={__version__},<{major}.{int(minor) + 1}.0"


@pytest.mark.slow
def test_packaging_spacy_package_requires_abstract_claims_and_loads(tmp_path: Path) -> None:
    nlp = spacy.blank("en")
    nlp.add_pipe("abstract_claims")
    nlp.add_pipe("abstract_claims", name="again")  # a second instance adds no second requirement
    nlp.remove_pipe("again")
    nlp.to_disk(tmp_path / "claims_pipeline")
    (tmp_path / "packages").mkdir()
    packaged = _run("-m", "spacy", "package", "claims_pipeline", "packages", "--name", "abstract_claims",
                    "--version", "0.0.1", "--build", "none", cwd=tmp_path)  # fmt: skip
    assert packaged.returncode == 0, packaged.stdout + packaged.stderr
    package = tmp_path / "packages" / "en_abstract_claims-0.0.1"
    meta = json.loads((package / "meta.json").read_text(encoding="utf-8"))
    assert [r for r in meta["requirements"] if r.startswith("abstract-claims")] == [requirement()]
    loaded = spacy.load(package / "en_abstract_claims" / "en_abstract_claims-0.0.1")
    doc = loaded(CORP)
    assert [(span.label_, span.text) for span in doc.spans["claims"]] == \
        [("method", "CoRP"), ("result", CORP), ("number", "8.1")]  # fmt: skip


@pytest.mark.slow
def test_packaging_python_m_abstract_claims_is_the_command_line(tmp_path: Path) -> None:
    (tmp_path / "abstract.txt").write_text(CORP, encoding="utf-8")
    completed = _run("-m", "abstract_claims", "extract", "abstract.txt", "--format", "jsonl", "--quiet", cwd=tmp_path)
    assert completed.returncode == 0, completed.stderr
    (record,) = [json.loads(line) for line in completed.stdout.splitlines()]
    assert [(c["type"], c["text"]) for c in record["claims"]] == [("method", "CoRP"), ("result", CORP), ("number", "8.1")]
    usage = _run("-m", "abstract_claims", "--help", cwd=tmp_path)
    assert "Usage: abstract-claims" in usage.stdout
