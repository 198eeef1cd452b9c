"""Shared fixtures: the extractor (loaded once), the seed abstracts and the development gold."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from abstract_claims import Extractor
from abstract_claims.sources import SourceDocument, read_documents

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "seeds"
DATA = Path(__file__).resolve().parent / "data"


@pytest.fixture(scope="session")
def extractor() -> Extractor:
    return Extractor()


@pytest.fixture(scope="session")
def seed_documents() -> list[SourceDocument]:
    return list(read_documents([SEEDS]))


@pytest.fixture(scope="session")
def gold() -> list[dict]:
    with open(DATA / "seeds.gold.jsonl", encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]
