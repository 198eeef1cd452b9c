"""Shared fixtures: the extractor (loaded once), the seed abstracts and the development gold."""

from __future__ import annotations

import gc
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from abstract_claims import Extractor
from abstract_claims.sources import SourceDocument, read_documents

# No per-example time limit (Hypothesis's default is 200 ms): the machines that run the suite are shared, and an
# example that took 309 ms under load failed a test about what the code gives, not how fast. Speed is measured
# by benchmarks/, and a test whose concern is time bounds it itself.
settings.register_profile("shared-machines", deadline=None)
settings.load_profile("shared-machines")

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "seeds"
DATA = Path(__file__).resolve().parent / "data"


@pytest.fixture(autouse=True)
def _unfrozen_garbage_collector() -> Iterator[None]:
    """Extractor.documents freezes the objects alive after its warm-up (gc.freeze): what one test froze is
    given back to the collector after it, so that tests do not depend on their order."""
    yield
    gc.unfreeze()


@pytest.fixture(scope="session")
def extractor() -> Extractor:
    return Extractor()


@pytest.fixture(scope="session")
def explaining() -> Extractor:
    """An extractor whose records keep the spans decided to be no entity, with their reasons."""
    return Extractor(explain=True)


@pytest.fixture(scope="session")
def seed_documents() -> list[SourceDocument]:
    return list(read_documents([SEEDS]))


@pytest.fixture(scope="session")
def gold() -> list[dict]:
    with open(DATA / "seeds.gold.jsonl", encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


@pytest.fixture
def in_process_cli(monkeypatch: pytest.MonkeyPatch, extractor: Extractor):  # type: ignore[no-untyped-def]
    """`abstract-claims ARGS` run in this process with the session's extractor (no 0.3 s rebuild)."""
    import importlib
    import importlib.util

    from typer.testing import CliRunner

    from abstract_claims.cli import app

    shared = lambda rules_dir=None, **options: extractor  # noqa: E731
    for module in ("abstract_claims.extractor", "abstract_claims.parallel"):  # wherever the CLI builds one
        if importlib.util.find_spec(module) is not None:
            monkeypatch.setattr(importlib.import_module(module), "Extractor", shared)

    def run(*args: object, stdin: bytes | None = None):  # type: ignore[no-untyped-def]
        return CliRunner().invoke(app, [str(arg) for arg in args], input=stdin)

    return run
