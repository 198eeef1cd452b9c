"""Helpers of the entity tests: what each claimed text of a sentence is read as, and one sentence's record with
the spans the rules decided are no entity (``explain``)."""

from __future__ import annotations

from abstract_claims import Extractor, extract
from abstract_claims.models import DocumentClaims
from abstract_claims.sources import SourceDocument

ENTITY_TYPES = ("method", "dataset", "model", "metric")


def claim_types(text: str) -> dict[str, set[str]]:
    """Claimed text -> the types it is claimed as: {'CLIP-IN': {'method'}, 'CLIP': {'model'}}."""
    found: dict[str, set[str]] = {}
    for claim in extract(text):
        found.setdefault(claim.text, set()).add(claim.type)
    return found


def explained(extractor: Extractor, text: str) -> DocumentClaims:
    return extractor.document(SourceDocument("doc", text))


def tasks_of(text: str) -> list[str]:
    """The texts claimed as tasks, in order, with their white space runs made single spaces."""
    return [" ".join(claim.text.split()) for claim in extract(text) if claim.type == "task"]


def typed(text: str) -> list[tuple[str, str]]:
    """(text, type) of every entity and task claim, in order."""
    return [(claim.text, claim.type) for claim in extract(text) if claim.type not in ("number", "result")]


def claims_of(text: str) -> list[tuple[str, str]]:
    """(type, text with its white space runs made single spaces) of every claim, in order."""
    return [(claim.type, " ".join(claim.text.split())) for claim in extract(text)]
