"""The Python API: an :class:`Extractor` that loads the pipeline once, and :func:`extract` for one text."""

from __future__ import annotations

import contextlib
import importlib
import itertools
import logging
import re
import signal
import threading
from collections.abc import Iterable, Iterator
from functools import lru_cache
from pathlib import Path
from typing import Any

from spacy.errors import Errors
from spacy.language import Language
from spacy.tokens import Doc

from .collector import freeze_alive_objects, full_collections_held, young_collections_every
from .errors import E_EXTRACTION_FAILED, E_RESULT_BUDGET, E_TIME_LIMIT
from .handover import optional_number_drafts
from .models import Claim, DocumentClaims, DocumentError, RejectedSpan, built_record, check_spans
from .pipeline import RESULTS_COMPONENT, build_nlp, claims_of, rejections_of, sentences_of
from .sources import SourceDocument

logger = logging.getLogger(__name__)

#: Texts longer than this are read in sentence-aligned segments of about this size (abstracts are ~2,000).
SEGMENT_LENGTH = 20_000
#: A run of this many punctuation or symbol characters (no letter, digit or space) is not read: it holds no
#: claim, and spaCy's affix search costs the square of its length (20 KB of '%' took 65 s). The abstracts
#: of the arXiv sample have runs of at most 9.
PUNCTUATION_RUN = 16
#: A sentence longer than this (arXiv abstracts: at most ~2,000 characters) is read in pieces of at most
#: SENTENCE_PIECE characters, cut at white space, so that the rules' work per sentence stays bounded (some
#: look at the whole sentence for each number in it).
SENTENCE_LIMIT = 4_000
SENTENCE_PIECE = 500
#: A sentence with more numbers than this (digit runs: 12.3, 1,000) is a table or a list dumped as one sentence,
#: whatever its length (the 71,386 abstracts of the arXiv sample have at most 32 in a sentence); so is one longer
#: than SENTENCE_LIMIT.
TABLE_NUMBERS = 200
#: Numbers of such table sentences for which a document's results are searched: the result rules run once per
#: number (~85 us each in a list of percentages, ~12 s per MB of it), so past this many the pieces of those
#: sentences are read without them, with a warning (E203); every number and entity is still a claim.
RESULT_BUDGET = 100
#: Once that budget is spent, the pieces of a table sentence are read together, up to this many characters (a
#: sentence of abstract length): each nlp() call costs ~0.5 ms whatever its length (the components' set-up),
#: which in pieces of SENTENCE_PIECE characters was ~1 s per MB of a table.
UNSEARCHED_PIECE = 2_000
#: Seconds one document may take before its extraction is stopped and recorded as an error (E202).
DEFAULT_TIME_LIMIT = 60.0
_SEGMENT_BREAK = re.compile(r"[.!?]\s+|\n\s*\n")
_DIGIT_RUN = re.compile(r"\d+(?:[.,]\d+)*")  # a number as written: 12.3, 1,000
_PUNCTUATION_RUN = re.compile(rf"[^\w\s]{{{PUNCTUATION_RUN},}}")
# a digit that can start a number: not inside a word or a name ('Model-7', 'GPT-4o'), nor after a digit's '.' or ','
_FREE_DIGIT = re.compile(r"(?<![\w\-.,])\d")


class DocumentTimeout(BaseException):
    """Raised (from SIGALRM) inside a document's extraction that ran over the time limit. A BaseException,
    so that no rule's ``except Exception`` swallows it."""


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


def has_pathological_parts(text: str) -> bool:
    """True when ``text`` holds a long punctuation run, an overlong sentence or a table sentence (see
    :func:`bounded_segments`)."""
    if has_punctuation_run(text):
        return True
    dense = _may_hold_a_table(text, 0, len(text))
    if not dense and len(text) <= SENTENCE_LIMIT:  # no sentence can be overlong, none a table: an abstract
        return False
    start = 0
    for match in _SEGMENT_BREAK.finditer(text):
        if match.start() - start > SENTENCE_LIMIT or (dense and _is_table(text, start, match.start())):
            return True
        start = match.end()
    return len(text) - start > SENTENCE_LIMIT or (dense and _is_table(text, start, len(text)))


#: Per ASCII byte: b"#" where _PUNCTUATION_RUN's class ([^\w\s]) matches that character, b" " elsewhere (bytes
#: 128-255 never come from an ASCII text)
_PUNCTUATION_BYTES = bytes(b"#"[0] if re.fullmatch(r"[^\w\s]", chr(byte)) else b" "[0] for byte in range(256))
_PUNCTUATION_NEEDLE = b"#" * PUNCTUATION_RUN


def has_punctuation_run(text: str) -> bool:
    """``_PUNCTUATION_RUN.search(text) is not None``. For an ASCII text (most abstracts), by C: each character
    translated to whether the class matches it, then one substring search for the run (the regex tries its class at
    every character: ~20 us an abstract)."""
    if text.isascii():
        return _PUNCTUATION_NEEDLE in text.encode("ascii").translate(_PUNCTUATION_BYTES)
    return _PUNCTUATION_RUN.search(text) is not None


def _may_hold_a_table(text: str, start: int, end: int) -> bool:
    """False when no sentence of text[start:end] can hold more than TABLE_NUMBERS numbers: there are not that
    many digits (a count per digit is ~20 times as fast as finding the numbers), or not that many numbers."""
    part = text[start:end] if start or end < len(text) else text
    if sum(map(part.count, "0123456789")) <= TABLE_NUMBERS:
        return False
    last = _LAST_TABLE_TEST[0]  # (has_pathological_parts, then _sentence_pieces, ask of the same whole text)
    if last[0] is part:
        return last[1]
    answer = len(_DIGIT_RUN.findall(part)) > TABLE_NUMBERS
    _LAST_TABLE_TEST[0] = (part, answer)
    return answer


_LAST_TABLE_TEST: list[tuple[str, bool]] = [("", False)]  # the text _may_hold_a_table read its numbers of last


def _is_table(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] holds more than TABLE_NUMBERS digit runs."""
    return sum(1 for _ in itertools.islice(_DIGIT_RUN.finditer(text, start, end), TABLE_NUMBERS + 1)) > TABLE_NUMBERS


def bounded_segments(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) pieces that bound the work on any text: the text between long punctuation runs (which
    are skipped), each sentence longer than SENTENCE_LIMIT cut at white space, in :func:`segments`."""
    for start, end, _ in _bounded_pieces(text):
        yield start, end


def _bounded_pieces(text: str) -> Iterator[tuple[int, int, bool]]:
    """:func:`bounded_segments` with, for each piece, whether it is part of a table sentence: longer than
    SENTENCE_LIMIT, or with more than TABLE_NUMBERS digit runs."""
    position = 0
    # (has_punctuation_run first: for an ASCII text a C test, where the regex tries its class at every character)
    for run in [*(_PUNCTUATION_RUN.finditer(text) if has_punctuation_run(text) else ()), None]:
        end = run.start() if run else len(text)
        for start, stop, overlong in _sentence_pieces(text, position, end):
            for a, b in segments(text[start:stop], SEGMENT_LENGTH):
                yield start + a, start + b, overlong
        if run:
            position = run.end()


def _sentence_pieces(text: str, start: int, end: int) -> Iterator[tuple[int, int, bool]]:
    """[start, end) cut before, inside (in pieces of at most SENTENCE_PIECE, at white space) and after each table
    sentence: longer than SENTENCE_LIMIT, or with more than TABLE_NUMBERS digit runs (white-space-only pieces
    dropped); each piece with whether it lies in a table sentence."""
    cuts = [start]
    overlong: set[int] = set()  # the cuts that start a piece of an overlong or table sentence
    dense = _may_hold_a_table(text, start, end)
    sentence_start = start
    for match in [*_SEGMENT_BREAK.finditer(text, start, end), None]:
        sentence_end = match.start() if match else end
        position = sentence_start
        if sentence_end - sentence_start > SENTENCE_LIMIT or (dense and _is_table(text, sentence_start, sentence_end)):
            cuts.append(sentence_start)
            overlong.add(sentence_start)
            while sentence_end - position > SENTENCE_PIECE:  # pieces: the result budget is spent piece by piece
                cut = text.rfind(" ", position + SENTENCE_PIECE // 2, position + SENTENCE_PIECE)
                position = cut if cut > position else position + SENTENCE_PIECE
                cuts.append(position)
                overlong.add(position)
            cuts.append(match.end() if match else end)  # the sentences after it are read on their own
        if match:
            sentence_start = match.end()
    cuts.append(end)
    for piece_start, piece_end in itertools.pairwise(cuts):
        if piece_end > piece_start and not text[piece_start:piece_end].isspace():
            yield piece_start, piece_end, piece_start in overlong


def _join_table_pieces(text: str, start: int, end: int, pending: list[tuple[int, int, bool]],
                       numberless: bool = False) -> int:  # fmt: skip
    """Where a piece of a table sentence ends when the next pieces of the same sentence join it, up to
    UNSEARCHED_PIECE characters; the pieces that join are taken off the end of ``pending`` (the pieces still to
    read, last first). Pieces read without the result rules join any such piece; while the result budget lasts
    (``numberless``), only pieces with no digit that can start a number join (a list of names before its
    values), so that the budget is still spent piece by piece."""
    while pending and end - start < UNSEARCHED_PIECE and not _ends_a_sentence(text, start, end):
        following_start, following_end, table = pending[-1]
        if not table or following_start != end or following_end - start > UNSEARCHED_PIECE:
            break
        if numberless and _FREE_DIGIT.search(text, following_start, following_end):
            break
        pending.pop()
        end = following_end
    return end


def _cut_at_budget(text: str, start: int, end: int, budget: int, pending: list[tuple[int, int, bool]]) -> int:
    """Where a piece of a table sentence read with the result rules ends: before its number past ``budget``
    (counted as the digits that can start one), at white space; the rest of the piece goes back on ``pending``."""
    past = next(itertools.islice(_FREE_DIGIT.finditer(text, start, end), budget, None), None)
    if past is None:
        return end
    cut = text.rfind(" ", start, past.start())
    if cut <= start:
        return end
    pending.append((cut, end, True))
    return cut


def _ends_a_sentence(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] (a piece of a table sentence) holds its sentence's end: the last piece of a
    sentence ends with the break after it ('. ', a blank line), the others hold none."""
    return _SEGMENT_BREAK.search(text, start, end) is not None


# signal.signal turns the handlers it takes and returns into enums (~12 us a call; two calls a document): the C
# function under it takes and returns them as they are
_SET_HANDLER: Any = getattr(importlib.import_module("_signal"), "signal", signal.signal)


def _stop(signum: int, frame: object) -> None:
    raise DocumentTimeout


@contextlib.contextmanager
def _time_limit(seconds: float | None) -> Iterator[None]:
    """Raise :class:`DocumentTimeout` in the block after ``seconds`` (SIGALRM: the main thread of a POSIX
    process, which a worker process's task runs in too); elsewhere, or without a limit, no limit."""
    if not seconds or seconds <= 0 or not hasattr(signal, "setitimer") \
            or threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = _SET_HANDLER(signal.SIGALRM, _stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        _SET_HANDLER(signal.SIGALRM, previous)


class Extractor:
    """Extracts claims from abstracts. Build it once and reuse it: loading the rules costs ~0.1 s."""

    #: :meth:`documents` extracts this many documents first outside memory zones: the words they bring (the
    #: common ones) stay in spaCy's vocabulary and tokenizer cache for the rest of the run.
    warm_documents = 2000
    #: After those, documents go in spaCy memory zones of this many, which free the strings and lexemes of
    #: the new words they met, so that memory stays flat over millions of documents.
    zone_documents = 256
    #: Once those first documents are read, :meth:`documents` takes the objects then alive out of the view of
    #: Python's cyclic garbage collector (``gc.collect()``, then ``gc.freeze()``): the pipeline, its rules and
    #: the per-word caches, ~100,000 objects and ~150,000 cache entries that live as long as the process. Each
    #: full collection walked all of them (~0.1 s), about every 1,000 documents: ~3% of a run. Frozen objects
    #: are still freed when nothing refers to them; only a reference cycle among them outlives the run.
    freeze_after_warm_up = True
    #: While :meth:`documents` runs, the collector looks at its youngest objects after this many new container
    #: objects, not Python's 700 (its other thresholds are kept; the old ones are back when the generator ends or
    #: is closed; None leaves them alone). An abstract makes and frees thousands of lists, tuples and mentions and
    #: a memory zone holds 256 records: at 700 the collector walked those working objects again and again, ~4% of
    #: a run (gc.callbacks over 10,000 corpus abstracts: 125 us an abstract, 43 at 50,000, most of it the
    #: collection before the freeze). It finds little: the extraction leaves ~3.5 objects in reference cycles
    #: an abstract, so garbage alone starts a collection about every 14,000 abstracts.
    young_collection_threshold: int | None = 50_000

    def __init__(self, rules_dir: str | Path | None = None, nlp: Language | None = None,
                 time_limit: float | None = DEFAULT_TIME_LIMIT, explain: bool = False) -> None:  # fmt: skip
        """``time_limit``: seconds a document may take in :meth:`document` (None or 0: no limit); ``explain``:
        records carry ``rejected``, the spans decided not to be entities."""
        self.nlp = nlp if nlp is not None else build_nlp(str(rules_dir) if rules_dir is not None else None)
        self.time_limit = time_limit
        self.explain = explain
        self._rejected: list[tuple[int, int, str, str]] = []
        self._warmed = 0
        self._frozen = False

    def claims(self, text: str) -> list[Claim]:
        """The claims of one text, with offsets into that text."""
        return self._run(text, "")[0]

    def _run(self, text: str, doc_id: str) -> tuple[list[Claim], list[tuple[int, int]]]:
        if not isinstance(text, str):
            raise TypeError(f"extract() takes a str, not {type(text).__name__}")
        if has_pathological_parts(text):
            claims, sentences = self._run_in_segments(text, doc_id, _bounded_pieces(text))
        elif len(text) <= SEGMENT_LENGTH:
            doc = run_pipeline(self.nlp, text)
            claims = claims_of(doc, doc_id)
            sentences = sentences_of(doc)
            self._rejected = rejections_of(doc) if self.explain else []
        else:
            claims, sentences = self._run_in_segments(text, doc_id,
                                                      ((a, b, False) for a, b in segments(text, SEGMENT_LENGTH)))
        check_spans(text, claims)
        return claims, sentences

    def _run_in_segments(self, text: str, doc_id: str,
                         pieces: Iterable[tuple[int, int, bool]]) -> tuple[list[Claim], list[tuple[int, int]]]:  # fmt: skip
        """A text far longer than an abstract (a scraped 10 MB paragraph), or one with pathological parts, is
        read in segments, so that no rule's cost grows with the square of the document; claims keep their
        offsets into the whole text and are numbered c1, c2, ... across segments. Pieces of table sentences
        (the flag) past the first RESULT_BUDGET numbers in them are read without the result rules, and a
        warning says how many numbers that left without results."""
        claims: list[Claim] = []
        sentences: list[tuple[int, int]] = []
        self._rejected = []
        budget = RESULT_BUDGET
        unsearched = 0  # numbers of table sentences read without the result rules
        bounded = self.nlp.pipe_names[-1:] == [RESULTS_COMPONENT]  # the results component runs last
        pending = list(pieces)
        pending.reverse()  # popped from the end, in order
        with full_collections_held:
            while pending:
                start, end, overlong = pending.pop()
                if not (overlong and bounded):
                    doc = run_pipeline(self.nlp, text[start:end])
                elif budget > 0:
                    if not _FREE_DIGIT.search(text, start, end):  # no number to spend the budget on: 'Model-7, Model-8'
                        end = _join_table_pieces(text, start, end, pending, numberless=True)
                    else:  # the budget is spent on the numbers it allows, not on the whole piece that reaches it
                        end = _cut_at_budget(text, start, end, budget, pending)
                    doc = run_pipeline(self.nlp, text[start:end], disable=RESULTS_COMPONENT)
                    numbers = optional_number_drafts(doc)
                    budget -= len(numbers.numbers) if numbers is not None else 0
                    doc = self.nlp.get_pipe(RESULTS_COMPONENT)(doc)
                else:
                    end = _join_table_pieces(text, start, end, pending)
                    doc = run_pipeline(self.nlp, text[start:end], disable=RESULTS_COMPONENT)
                    numbers = optional_number_drafts(doc)
                    unsearched += len(numbers.numbers) if numbers is not None else 0
                claims += claims_of(doc, doc_id, offset=start, first=len(claims) + 1)
                if self.explain:
                    self._rejected += [(a + start, b + start, reason, rule) for a, b, reason, rule in rejections_of(doc)]
                sentences.extend((a + start, b + start) for a, b in sentences_of(doc))
        if unsearched:
            logger.warning("abstract-claims: warning: [%s] %s: %s numbers in sentences longer than %s characters or "
                           "with more than %s numbers (a table or list dumped as one sentence) are claims without "
                           "results: results are searched for the first %s or so of such numbers in a document",
                           E_RESULT_BUDGET, doc_id or "text", f"{unsearched:,}", f"{SENTENCE_LIMIT:,}", TABLE_NUMBERS,
                           RESULT_BUDGET)  # fmt: skip
        return claims, sentences

    def document(self, document: SourceDocument) -> DocumentClaims:
        """One document's output record; an error while extracting is recorded, never raised."""
        errors = [document.error] if document.error else []
        claims: list[Claim] = []
        sentences: list[tuple[int, int]] = []
        if not errors:
            try:
                with _time_limit(self.time_limit):
                    claims, sentences = self._run(document.text, document.doc_id)
            except DocumentTimeout:
                claims, sentences = [], []
                logger.error("extraction of %s stopped after %g s", document.doc_id, self.time_limit)
                errors.append(DocumentError(code=E_TIME_LIMIT,
                                            message=f"extraction stopped after the time limit of "
                                                    f"{self.time_limit:g} s ({len(document.text):,} "
                                                    "characters); raise --time-limit, or split the "
                                                    "document"))  # fmt: skip
            except Exception as error:  # a bug: keep the document, say what failed
                logger.error("extraction failed for %s: %s: %s", document.doc_id, type(error).__name__, error)
                logger.debug("traceback of the failure", exc_info=True)
                errors.append(DocumentError(code=E_EXTRACTION_FAILED,
                                            message=f"extraction failed: {type(error).__name__}: {error}; "
                                                    "please report this document"))  # fmt: skip
        # (a document that could not be read keeps no text: None and [])
        record = built_record(document.doc_id, document.title, document.source, document.offset, claims, errors,
                              text=None if document.error else document.text,
                              sentences=None if document.error else sentences)  # fmt: skip
        if self.explain:
            record.rejected = [] if errors else [
                RejectedSpan(start=start, end=end, text=document.text[start:end], reason=reason, rule=rule)
                for start, end, reason, rule in self._rejected]  # fmt: skip
        return record

    def documents(self, documents: Iterable[SourceDocument]) -> Iterator[DocumentClaims]:
        """Output records in input order, one per input document, in memory that does not grow with the input.

        spaCy keeps the string and lexeme of every new word for ever (~200 bytes each, a few GB over arXiv);
        past the first :attr:`warm_documents`, documents are extracted in memory zones
        (``Language.memory_zone``, spaCy 3.8) that free them. Records hold no spaCy objects, so they outlive
        their zone; a zone is closed before its records are yielded, so zones never nest.
        """
        iterator = iter(documents)
        with young_collections_every(self.young_collection_threshold):
            while self._warmed < self.warm_documents:
                document = next(iterator, None)
                if document is None:
                    return
                self._warmed += 1
                yield self.document(document)
            if self.freeze_after_warm_up and not self._frozen:
                self._frozen = True
                freeze_alive_objects()
            while batch := list(itertools.islice(iterator, self.zone_documents)):
                with self._memory_zone():
                    records = [self.document(document) for document in batch]
                yield from records

    def _memory_zone(self) -> contextlib.AbstractContextManager[object]:
        zone = getattr(self.nlp, "memory_zone", None)  # spaCy < 3.8 has none: memory then grows with words
        return zone() if zone is not None else contextlib.nullcontext()


def run_pipeline(nlp: Language, text: str, disable: str | None = None) -> Doc:
    """``nlp(text)`` (or ``nlp(text, disable=[disable])``) without its per-call set-up: ``Language.__call__``
    builds the ``pipeline`` list, formats an error message for it and asks each component for its error
    handler on every call (~15 us a document). The components run in the same order, from the same lists
    (``Language._components`` less ``_disabled``); a failing component raises as it does there: a KeyError
    becomes spaCy's E109 ValueError, any other error goes to the component's (or the pipeline's) error
    handler, and a component that returns no Doc raises E005."""
    components = getattr(nlp, "_components", None)
    disabled = getattr(nlp, "_disabled", None)
    if components is None or disabled is None:  # not the spaCy 3 Language this was written against
        return nlp(text, disable=[disable] if disable is not None else [])
    doc = nlp.make_doc(text)
    for name, proc in components:
        if name in disabled or name == disable:
            continue
        if not hasattr(proc, "__call__"):  # noqa: B004 (spaCy's own test)
            raise ValueError(Errors.E003.format(component=type(proc), name=name))
        try:
            doc = proc(doc)
        except KeyError as error:
            raise ValueError(Errors.E109.format(name=name)) from error
        except Exception as error:
            handler = proc.get_error_handler() if hasattr(proc, "get_error_handler") else nlp.default_error_handler
            handler(name, proc, [doc], error)
        if not isinstance(doc, Doc):
            raise ValueError(Errors.E005.format(name=name, returned_type=type(doc)))
    return doc


@lru_cache(maxsize=1)
def default_extractor() -> Extractor:
    return Extractor()


def extract(text: str) -> list[Claim]:
    """The claims of one abstract (LaTeX and markdown welcome); offsets index ``text`` exactly."""
    return default_extractor().claims(text)


def extract_document(text: str, doc_id: str = "doc") -> DocumentClaims:
    """One abstract as an output record; ``record.results()`` gives results with their links resolved."""
    return default_extractor().document(SourceDocument(doc_id, text))
