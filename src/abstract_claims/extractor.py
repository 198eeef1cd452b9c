"""The Python API: an :class:`Extractor` that loads the pipeline once, and :func:`extract` for one text."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator
from functools import lru_cache
from pathlib import Path

from spacy.language import Language

from .errors import E_EXTRACTION_FAILED
from .models import Claim, DocumentClaims, DocumentError, check_spans
from .pipeline import build_nlp, claims_of, sentences_of
from .sources import SourceDocument

logger = logging.getLogger(__name__)


class Extractor:
    """Extracts claims from abstracts. Build it once and reuse it: loading the rules costs ~0.1 s."""

    def __init__(self, rules_dir: str | Path | None = None, nlp: Language | None = None) -> None:
        self.nlp = nlp if nlp is not None else build_nlp(str(rules_dir) if rules_dir is not None else None)

    def claims(self, text: str) -> list[Claim]:
        """The claims of one text, with offsets into that text."""
        return self._run(text, "")[0]

    def _run(self, text: str, doc_id: str) -> tuple[list[Claim], list[tuple[int, int]]]:
        if not isinstance(text, str):
            raise TypeError(f"extract() takes a str, not {type(text).__name__}")
        doc = self.nlp(text)
        claims = claims_of(doc, doc_id)
        check_spans(text, claims)
        return claims, sentences_of(doc)

    def document(self, document: SourceDocument) -> DocumentClaims:
        """One document's output record; an error while extracting is recorded, never raised."""
        errors = [document.error] if document.error else []
        claims: list[Claim] = []
        sentences: list[tuple[int, int]] = []
        if not errors:
            try:
                claims, sentences = self._run(document.text, document.doc_id)
            except Exception as error:  # a bug: keep the document, say what failed
                logger.exception("extraction failed for %s", document.doc_id)
                errors.append(DocumentError(code=E_EXTRACTION_FAILED,
                                            message=f"extraction failed: {type(error).__name__}: {error}; "
                                                    "please report this document"))  # fmt: skip
        record = DocumentClaims(doc_id=document.doc_id, source=document.source, offset=document.offset,
                                claims=claims, errors=errors)  # fmt: skip
        if not document.error:
            record._text = document.text
            record._sentences = sentences
        return record

    def documents(self, documents: Iterable[SourceDocument]) -> Iterator[DocumentClaims]:
        """Output records in input order, one per input document."""
        for document in documents:
            yield self.document(document)


@lru_cache(maxsize=1)
def default_extractor() -> Extractor:
    return Extractor()


def extract(text: str) -> list[Claim]:
    """The claims of one abstract (LaTeX and markdown welcome); offsets index ``text`` exactly."""
    return default_extractor().claims(text)


def extract_document(text: str, doc_id: str = "doc") -> DocumentClaims:
    """One abstract as an output record, with results resolvable through ``result.metric_claim`` etc."""
    return default_extractor().document(SourceDocument(doc_id, text))
