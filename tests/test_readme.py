"""Every ```python block of README.md runs, each in a fresh namespace, in a directory holding the seeds."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
_BLOCK = re.compile(r"^```python\n(.*?)^```$", re.MULTILINE | re.DOTALL)


def python_blocks(markdown: str) -> list[tuple[int, str]]:
    """(line number, code) of each ```python block."""
    return [(markdown.count("\n", 0, match.start()) + 1, match.group(1)) for match in _BLOCK.finditer(markdown)]


BLOCKS = python_blocks(README.read_text(encoding="utf-8"))


def test_readme_has_the_python_examples_it_promises() -> None:
    assert len(BLOCKS) >= 6
    code = "\n".join(block for _, block in BLOCKS)
    for needed in ('add_pipe("abstract_claims")', "n_process=2", "DocBin", "displacy.render", "extract_document"):
        assert needed in code


@pytest.mark.slow
@pytest.mark.parametrize(("line", "code"), BLOCKS, ids=[f"README.md:{line}" for line, _ in BLOCKS])
def test_readme_python_block_runs(line: int, code: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shutil.copytree(ROOT / "seeds", tmp_path / "seeds")
    monkeypatch.chdir(tmp_path)
    if "read_csv(" in code or "read_parquet(" in code:  # the examples that read what `extract -o` wrote
        from abstract_claims import Extractor
        from abstract_claims.parquet import write_parquet
        from abstract_claims.sources import read_documents
        from abstract_claims.spreadsheets import write_csv

        documents = list(Extractor().documents(read_documents(["seeds/"])))
        write_csv(documents, "claims.csv")
        write_parquet(documents, "claims.parquet")
    exec(compile(code, f"README.md:{line}", "exec"), {"__name__": f"readme_{line}"})  # a failure raises
