"""The Python API: an :class:`Extractor` that loads the pipeline once, and :func:`extract` for one text."""

from __future__ import annotations

import contextlib
import itertools
import logging
import re
from collections.abc import Iterable, Iterator
from functools import lru_cache
from pathlib import Path

from spacy.language import Language

from .errors import E_EXTRACTION_FAILED
from .models import Claim, DocumentClaims, DocumentError, check_spans
from .pipeline import build_nlp, claims_of, sentences_of
from .sources import SourceDocument

logger = logging.getLogger(__name__)

#: Texts longer than this are read in sentence-aligned segments of about this size (abstracts are ~2,000).
SEGMENT_LENGTH = 20_000
_REFERENCE_FIELDS = ("range_with", "numbers", "number", "metric", "dataset", "method", "baseline")
_SEGMENT_BREAK = re.compile(r"[.!?]\s+|\n\s*\n")


def segments(text: str, length: int) -> Iterator[tuple[int, int]]:
    """(start, end) pieces of at most about ``length`` characters, cut after a sentence end outside a
    formula (an even number of '$' before the cut); a text with no such place is cut hard."""
    start = 0
    while len(text) - start > length:
        window = text[start : start + length]
        cut = dollars = counted = 0
        for match in _SEGMENT_BREAK.finditer(window):
            dollars += window.count("$", counted, match.end())  # counted once: linear in the window
            counted = match.end()
            if dollars % 2 == 0:
                cut = match.end()
        if cut < length // 4:
            cut = length
        yield start, start + cut
        start += cut
    if start < len(text):
        yield start, len(text)


class Extractor:
    """Extracts claims from abstracts. Build it once and reuse it: loading the rules costs ~0.1 s."""

    #: :meth:`documents` extracts this many documents first outside memory zones: the words they bring (the
    #: common ones) stay in spaCy's vocabulary and tokenizer cache for the rest of the run.
    warm_documents = 2000
    #: After those, documents go in spaCy memory zones of this many, which free the strings and lexemes of
    #: the new words they met, so that memory stays flat over millions of documents.
    zone_documents = 256

    def __init__(self, rules_dir: str | Path | None = None, nlp: Language | None = None) -> None:
        self.nlp = nlp if nlp is not None else build_nlp(str(rules_dir) if rules_dir is not None else None)
        self._warmed = 0

    def claims(self, text: str) -> list[Claim]:
        """The claims of one text, with offsets into that text."""
        return self._run(text, "")[0]

    def _run(self, text: str, doc_id: str) -> tuple[list[Claim], list[tuple[int, int]]]:
        if not isinstance(text, str):
            raise TypeError(f"extract() takes a str, not {type(text).__name__}")
        if len(text) <= SEGMENT_LENGTH:
            doc = self.nlp(text)
            claims = claims_of(doc, doc_id)
            sentences = sentences_of(doc)
        else:
            claims, sentences = self._run_in_segments(text, doc_id)
        check_spans(text, claims)
        return claims, sentences

    def _run_in_segments(self, text: str, doc_id: str) -> tuple[list[Claim], list[tuple[int, int]]]:
        """A text far longer than an abstract (a scraped 10 MB paragraph) is read in sentence-aligned
        segments, so that no rule's cost grows with the square of the document; claims keep their offsets
        into the whole text and are numbered c1, c2, ... across segments."""
        claims: list[Claim] = []
        sentences: list[tuple[int, int]] = []
        for start, end in segments(text, SEGMENT_LENGTH):
            doc = self.nlp(text[start:end])
            part = claims_of(doc, doc_id)
            renamed = {claim.id: f"c{len(claims) + index}" for index, claim in enumerate(part, 1)}
            for claim in part:
                update: dict[str, object] = {"id": renamed[claim.id], "start": claim.start + start,
                                             "end": claim.end + start}  # fmt: skip
                for field in _REFERENCE_FIELDS:
                    value = getattr(claim, field, None)
                    if isinstance(value, str):
                        update[field] = renamed[value]
                    elif isinstance(value, list):
                        update[field] = [renamed[item] for item in value]
                claims.append(claim.model_copy(update=update))
            sentences.extend((a + start, b + start) for a, b in sentences_of(doc))
        return claims, sentences

    def document(self, document: SourceDocument) -> DocumentClaims:
        """One document's output record; an error while extracting is recorded, never raised."""
        errors = [document.error] if document.error else []
        claims: list[Claim] = []
        sentences: list[tuple[int, int]] = []
        if not errors:
            try:
                claims, sentences = self._run(document.text, document.doc_id)
            except Exception as error:  # a bug: keep the document, say what failed
                logger.error("extraction failed for %s: %s: %s", document.doc_id, type(error).__name__, error)
                logger.debug("traceback of the failure", exc_info=True)
                errors.append(DocumentError(code=E_EXTRACTION_FAILED,
                                            message=f"extraction failed: {type(error).__name__}: {error}; "
                                                    "please report this document"))  # fmt: skip
        record = DocumentClaims(doc_id=document.doc_id, title=document.title, source=document.source,
                                offset=document.offset, claims=claims, errors=errors)  # fmt: skip
        if not document.error:
            record._text = document.text
            record._sentences = sentences
        return record

    def documents(self, documents: Iterable[SourceDocument]) -> Iterator[DocumentClaims]:
        """Output records in input order, one per input document, in memory that does not grow with the input.

        spaCy keeps the string and lexeme of every new word for ever (~200 bytes each, a few GB over arXiv);
        past the first :attr:`warm_documents`, documents are extracted in memory zones
        (``Language.memory_zone``, spaCy 3.8) that free them. Records hold no spaCy objects, so they outlive
        their zone; a zone is closed before its records are yielded, so zones never nest.
        """
        iterator = iter(documents)
        while self._warmed < self.warm_documents:
            document = next(iterator, None)
            if document is None:
                return
            self._warmed += 1
            yield self.document(document)
        while batch := list(itertools.islice(iterator, self.zone_documents)):
            with self._memory_zone():
                records = [self.document(document) for document in batch]
            yield from records

    def _memory_zone(self) -> contextlib.AbstractContextManager[object]:
        zone = getattr(self.nlp, "memory_zone", None)  # spaCy < 3.8 has none: memory then grows with words
        return zone() if zone is not None else contextlib.nullcontext()


@lru_cache(maxsize=1)
def default_extractor() -> Extractor:
    return Extractor()


def extract(text: str) -> list[Claim]:
    """The claims of one abstract (LaTeX and markdown welcome); offsets index ``text`` exactly."""
    return default_extractor().claims(text)


def extract_document(text: str, doc_id: str = "doc") -> DocumentClaims:
    """One abstract as an output record; ``record.results()`` gives results with their links resolved."""
    return default_extractor().document(SourceDocument(doc_id, text))
