"""The spaCy pipeline: a markup-aware tokenizer, a sentencizer and one component per claim family.

``nlp(raw_text)`` works end to end: the tokenizer turns LaTeX / markdown into clean text (kept as the
Doc's text) and stores the offset map as ``doc._.claims_markup``; each component hands the next a typed
record of *drafts* (claims in clean-text offsets, :mod:`handover`); :func:`claims_of` maps them back to the
source, orders them and gives them ids.
"""

from __future__ import annotations

import functools
import importlib
import itertools
import logging
import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Container, Iterable, Iterator, Mapping, Sequence
from functools import lru_cache
from itertools import compress, repeat, starmap
from operator import itemgetter
from pathlib import Path
from typing import Any

import numpy
import spacy
from spacy import attrs as lexeme_attrs
from spacy import util as spacy_util
from spacy.attrs import ID, IDX, IS_ASCII, LIKE_URL, ORTH, SENT_START, SPACY
from spacy.lang import lex_attrs
from spacy.lang.en import lex_attrs as english_lex_attrs
from spacy.language import Language
from spacy.matcher import Matcher, PhraseMatcher
from spacy.pipeline import Sentencizer
from spacy.strings import get_string_id
from spacy.tokens import Doc, Span
from spacy.util import registry

from .drafts import Draft, DraftFields
from .entities import EntityRules, Mention, Rejection, TextView, Token, find_entities
from .entities.resolution import rejections_in_order, settle_tasks, without_units
from .handover import (
    ENTITIES_ATTR,
    MARKUP_ATTR,
    NUMBERS_ATTR,
    RESULTS_ATTR,
    EntityDrafts,
    NumberDrafts,
    ResultDrafts,
    entity_drafts_of,
    number_drafts_of,
    numbers_outside_names,
    optional_entity_drafts,
    optional_number_drafts,
    optional_result_drafts,
    store,
    stored_markup,
)
from .markup import Markup, UnmappableSpan, normalize
from .models import CLAIM_TYPE_ORDER, Claim, built_claim
from .numbers import NumberRules, find_model_sizes, find_numbers
from .regex_literals import holds_literals, required_literals
from .results import ROLES, ResultRules, Role, find_results, task_of
from .rules import EntityPattern, RuleSet
from .tasks import TaskMention, TaskRules, find_tasks, resolve_with_entities, task_name

logger = logging.getLogger(__name__)

# the re module's own parser (no public API parses a pattern; typeshed has no stubs for it)
_RE_PARSER: Any = importlib.import_module("re._parser")
_RE_COMPILER: Any = importlib.import_module("re._compiler")

def markup_of(doc: Doc) -> Markup:
    """The offset map the tokenizer stored; docs made by another tokenizer map one-to-one."""
    fitting = _fitting_markup(doc)
    if fitting is not None:
        return fitting
    markup = stored_markup(doc)
    text = doc.text
    if markup is None or markup.text != text:
        markup = Markup(source=text, text=text)
        store(doc, MARKUP_ATTR, markup)
    return markup


def _fitting_markup(doc: Doc) -> Markup | None:
    """The stored map when it is the doc's. doc.text joins every token (~50 us an abstract, and this runs per
    component): a stored map is checked by length only, which the last token gives."""
    markup = stored_markup(doc)
    if markup is not None and len(doc):
        last = doc[-1]  # (each doc[-1] makes a new Token object)
        if last.idx + len(last.text_with_ws) == len(markup.text):
            return markup
    return None


#: Chunks (white-space separated pieces of text) spaCy's tokenizer remembers how to split: its default, 10,000, is
#: spent within the first few hundred abstracts once they are cached whole; 32,560 distinct chunks make the first
#: 2,000 of the corpus sample.
#: An entry costs ~100 bytes; memory zones add none (spaCy saves no chunk inside one).
TOKENIZER_CACHE_CHUNKS = 100_000


class MarkupTokenizer:
    """Wraps spaCy's tokenizer: tokenizes the clean text and keeps the map back to the raw text.

    spaCy's tokenizer caches how it split each chunk, but caches nothing more in a text once it met a special
    case there (spaCy issue #1250), and a line break is one: arXiv's abstracts are hard-wrapped (all 3,000 of
    the corpus sample, the first break ~72 characters in), so only their first line was ever cached and every
    other chunk was split by the affix regexes again in every abstract ('e.g.', 'vs.' and "models'" do the
    same). Outside memory zones, the chunks of a text not seen before are first tokenized together, once each,
    joined by spaces, which caches them; the text's own tokenization then reads them from the cache. The cache
    holds what spaCy's own rules made of each chunk, so the tokens are the same; only the work is saved.
    """

    def __init__(self, inner: Callable[[str], Doc]) -> None:
        self.inner = inner
        self._seen: set[str] = set()  # chunks given to the cache (at most TOKENIZER_CACHE_CHUNKS)
        self._vocab = getattr(inner, "vocab", None)

    def __call__(self, text: str) -> Doc:
        markup = normalize(text)
        if len(self._seen) < TOKENIZER_CACHE_CHUNKS and not getattr(self._vocab, "in_memory_zone", True):
            self._fill_cache(markup.text)
        doc = self.inner(markup.text)
        store(doc, MARKUP_ATTR, markup)  # spaCy's tokenizer keeps its input text exactly
        return doc

    def _fill_cache(self, text: str) -> None:
        seen = self._seen
        chunks = text.split()
        if seen.issuperset(chunks):  # (warm, every chunk was met before: one C test, no dict of the chunks)
            return
        new = list(itertools.filterfalse(seen.__contains__, dict.fromkeys(chunks)))
        if new:
            seen.update(new)
            self.inner(" ".join(new))

    def pipe(self, texts: Iterable[str], batch_size: int = 1000) -> Iterable[Doc]:
        for text in texts:
            yield self(text)

    def to_bytes(self, **kwargs: Any) -> bytes:
        return self.inner.to_bytes(**kwargs)  # type: ignore[attr-defined,no-any-return]

    def from_bytes(self, data: bytes, **kwargs: Any) -> MarkupTokenizer:
        self.inner.from_bytes(data, **kwargs)  # type: ignore[attr-defined]
        return self

    def to_disk(self, path: str | Path, **kwargs: Any) -> None:
        self.inner.to_disk(path, **kwargs)  # type: ignore[attr-defined]

    def from_disk(self, path: str | Path, **kwargs: Any) -> MarkupTokenizer:
        self.inner.from_disk(path, **kwargs)  # type: ignore[attr-defined]
        return self


@registry.tokenizers("abstract_claims.MarkupTokenizer.v1")  # type: ignore[untyped-decorator]
def create_markup_tokenizer() -> Callable[[Language], MarkupTokenizer]:
    from spacy.tokenizer import Tokenizer
    from spacy.util import compile_infix_regex, compile_prefix_regex, compile_suffix_regex

    def make(nlp: Language) -> MarkupTokenizer:
        # spaCy's "spacy.Tokenizer.v1" with our infixes and suffixes given to the constructor: setting them on a
        # built tokenizer compiles its defaults for nothing and re-tokenizes its ~1,300 special cases each time
        # (~0.3 s of start-up)
        defaults = nlp.Defaults
        infixes = [p if isinstance(p, str) else p.pattern for p in defaults.infixes or []]
        suffixes = [p if isinstance(p, str) else p.pattern for p in defaults.suffixes or []]
        inner = Tokenizer(nlp.vocab, rules=defaults.tokenizer_exceptions,
                          prefix_search=compile_prefix_regex(defaults.prefixes).search if defaults.prefixes else None,
                          suffix_search=SuffixSearch(compile_suffix_regex([*suffixes, _NAME_FINAL_PERIOD]).pattern),
                          infix_finditer=InfixFinditer(compile_infix_regex(field_infixes(infixes)).pattern),
                          token_match=defaults.token_match, url_match=defaults.url_match,
                          max_cache_size=TOKENIZER_CACHE_CHUNKS)  # fmt: skip
        return MarkupTokenizer(inner)

    return make


class SuffixSearch:
    """``re.compile(pattern).search`` for spaCy's suffix regex (alternatives each ending in '$'), done with less
    work; the match is the same. The regex engine tries the ~80 alternatives at every position of a chunk
    (~30,000 instructions a search, two or three searches per chunk the tokenizer has not cached). Here an ASCII
    chunk whose last character no alternative can end with ('Model-12', 'ResNet') has no suffix; in the others a
    match of an alternative at most W characters wide starts in the last W + 1 (a '$' matches before a final line
    break too), and the alternatives of unbounded width ('\\.\\.+') are searched apart over the whole chunk: where
    one starts first, the full regex is matched there. The leftmost start of any alternative, and there the full
    regex's own choice of alternative: what ``search`` finds. A chunk ending in one of those ASCII characters is
    searched with only the alternatives that can end with it, in their order (',': 2 of 83; 'Model-12,' 4.8 ->
    0.6 us): at the end of a chunk no other alternative can match.

    spaCy saves a tokenizer's regexes as ``search.__self__.pattern`` (:attr:`__self__`); a pipeline read back from
    disk searches with the plain regex, which finds the same suffixes."""

    def __init__(self, pattern: str) -> None:
        self.regex = re.compile(pattern)
        parsed = _RE_PARSER.parse(pattern)
        alternatives = _alternatives(parsed)
        widths = [alternative.getwidth()[1] for alternative in alternatives]
        unbounded = [a for a, width in zip(alternatives, widths, strict=True) if width >= _RE_PARSER.MAXREPEAT]
        self.reach = max((width for width in widths if width < _RE_PARSER.MAXREPEAT), default=0) + 1
        self.unbounded: re.Pattern[str] | None = _RE_COMPILER.compile(_RE_PARSER.SubPattern(
            parsed.state, [(_RE_PARSER.BRANCH, (None, unbounded))])) if unbounded else None
        lasts = [_edge_characters(alternative, last=True) for alternative in alternatives]
        # the ASCII characters a suffix can end with (None: not known, every chunk is searched)
        self.last_characters = None if None in lasts else frozenset(char for last in lasts for char in last or ())
        # per such character, the alternatives that can end with it, in their order: at a chunk's end (no final
        # line break) no other can match, so searched alone they find what the whole regex finds
        self.ending_with: dict[str, re.Pattern[str]] = {
            char: _RE_COMPILER.compile(_RE_PARSER.SubPattern(parsed.state, [(_RE_PARSER.BRANCH, (None, [
                alternative for alternative, last in zip(alternatives, lasts, strict=True) if char in (last or ())]))]))
            for char in self.last_characters - {"\n"}} if self.last_characters is not None else {}  # fmt: skip

    @property
    def __self__(self) -> re.Pattern[str]:
        return self.regex

    def __call__(self, string: str) -> re.Match[str] | None:
        if (self.last_characters is not None and string[-1:] not in self.last_characters and string.isascii()
                and string[-1:] != "\n"):  # fmt: skip
            return None
        regex = self.ending_with.get(string[-1:], self.regex)
        start = len(string) - self.reach
        if start <= 0:
            return regex.search(string)
        found = regex.search(string, start)  # (a lookbehind still sees the characters before start)
        if self.unbounded is not None:
            early = self.unbounded.search(string)
            if early is not None and (found is None or early.start() < found.start()):
                return self.regex.match(string, early.start())
        return found


#: An infix's first character, with the ASCII characters the one before it and the one after it must be (None:
#: any, or not known)
_InfixStart = tuple[frozenset[str] | None, frozenset[str] | None]


class InfixFinditer:
    """``re.compile(pattern).finditer`` for spaCy's infix regex, which an ASCII chunk where no infix can start is not
    given. The regex engine tries its ~10 alternatives (classes of thousands of letters) at every position (~25,000
    instructions a chunk the tokenizer has not cached). Each alternative says, read off its parse, which character
    an infix of it starts with, and which characters its lookbehind and the next character allow ('-' after a
    digit, before a digit or '-'; '.' after a small letter or a quote, before a capital or a quote; '..'); a
    chunk with no such place ('Model-12', '57.1', 'ResNet') has no infix. An alternative this cannot read (an empty
    infix, an optional first part) turns the test off. Serialized as the plain regex, like :class:`SuffixSearch`."""

    def __init__(self, pattern: str) -> None:
        self.regex = re.compile(pattern)
        starts: dict[str, list[_InfixStart]] | None = {}
        for alternative in _alternatives(_RE_PARSER.parse(pattern)):
            read = _infix_start(alternative)
            if read is None or starts is None:
                starts = None
                continue
            firsts, around = read
            for char in firsts:
                starts.setdefault(char, []).append(around)
        self.starts = starts
        self.gate = re.compile("[" + "".join(map(re.escape, sorted(starts))) + "]") if starts else None

    @property
    def __self__(self) -> re.Pattern[str]:
        return self.regex

    def __call__(self, string: str) -> Iterator[re.Match[str]]:
        if self.gate is None or self.starts is None or not string.isascii():
            return self.regex.finditer(string)
        length = len(string)
        for candidate in self.gate.finditer(string):
            at = candidate.start()
            for before, after in self.starts[string[at]]:
                if (before is None or (at and string[at - 1] in before)) and (
                        after is None or (at + 1 < length and string[at + 1] in after)):  # fmt: skip
                    return self.regex.finditer(string)
        return iter(())


def _alternatives(parsed: Any) -> list[Any]:
    """The alternatives of a parsed pattern ('a$|b$' -> the parsed 'a$' and 'b$'), or the pattern itself."""
    items = list(parsed)
    if len(items) == 1 and items[0][0] is _RE_PARSER.BRANCH:
        return [_RE_PARSER.SubPattern(parsed.state, list(branch)) for branch in items[0][1][1]]
    return [parsed]


_ZERO_WIDTH: tuple[Any, ...] = (_RE_PARSER.AT, _RE_PARSER.ASSERT, _RE_PARSER.ASSERT_NOT)  # items that consume nothing


def _edge_characters(parsed: Any, last: bool = False) -> frozenset[str] | None:
    """The ASCII characters the first (or ``last``) character a match of ``parsed`` consumes can be; None when
    that is not read here (nothing consumed, an optional or unusual edge item)."""
    items = list(parsed)
    for op, argument in reversed(items) if last else items:
        if op in _ZERO_WIDTH:
            continue  # consumes nothing
        if op is _RE_PARSER.LITERAL or op is _RE_PARSER.IN:
            return _ascii_matches(parsed, op, argument)
        if (op is _RE_PARSER.MAX_REPEAT or op is _RE_PARSER.MIN_REPEAT) and argument[0] >= 1:
            return _edge_characters(argument[2], last)
        if op is _RE_PARSER.SUBPATTERN and not argument[1] and not argument[2]:  # a group, no flags
            return _edge_characters(argument[3], last)
        if op is _RE_PARSER.BRANCH:
            branches = [_edge_characters(branch, last) for branch in argument[1]]
            return None if None in branches else frozenset(char for branch in branches for char in branch or ())
        return None
    return None


def _ascii_matches(parsed: Any, op: Any, argument: Any) -> frozenset[str]:
    """The ASCII characters a one-character item (a literal or a class) of ``parsed`` matches, under its flags."""
    one = _RE_COMPILER.compile(_RE_PARSER.SubPattern(parsed.state, [(op, argument)]))
    return frozenset(char for char in map(chr, range(128)) if one.fullmatch(char))


def _infix_start(alternative: Any) -> tuple[frozenset[str], _InfixStart] | None:
    """(the first characters of an alternative's match, (the characters its lookbehind allows before it, those it
    allows after it)), or None when its first character is not read here."""
    items = list(alternative)
    before: frozenset[str] | None = None
    index = 0
    while index < len(items) and items[index][0] in _ZERO_WIDTH:
        op, argument = items[index]
        if op is _RE_PARSER.ASSERT and argument[0] == -1 and before is None:
            before = _edge_characters(argument[1], last=True)  # the lookbehind's last character: the one before
        index += 1
    if index == len(items):
        return None
    op, argument = items[index]
    if not (op is _RE_PARSER.LITERAL or op is _RE_PARSER.IN):  # a repeat or a group: its first character only
        firsts = _edge_characters(_RE_PARSER.SubPattern(alternative.state, items[index:]))
        return None if firsts is None else (firsts, (before, None))
    return _ascii_matches(alternative, op, argument), (before, _next_characters(alternative, items[index + 1 :]))


def _next_characters(alternative: Any, rest: list[Any]) -> frozenset[str] | None:
    """The characters the item after a match's first character allows there: a lookahead's, or the next
    consumed item's; None when not read here."""
    for index, (op, argument) in enumerate(rest):
        if op is _RE_PARSER.ASSERT and argument[0] == 1:
            ahead = _edge_characters(argument[1])
            if ahead is not None:
                return ahead
            continue
        if op in _ZERO_WIDTH:
            continue
        return _edge_characters(_RE_PARSER.SubPattern(alternative.state, rest[index:]))
    return None


# spaCy splits 'Block-OBS-GS', 'fine-tuning' and 'LIBERO-Goal' at their hyphens; names in this field
# are hyphenated, so letter-hyphen-letter stays one token. An opening bracket glued to a name
# ('T2T(Thickening-to-Thinning)') is split off.
_LETTER_HYPHEN_LETTER = "(?:-|–|—|--|---|——|~)(?=["
_GLUED_BRACKET = r"(?<=[A-Za-z0-9])\((?=[A-Za-z])"


# spaCy splits a sentence's final period from 'BERT.' and 'MaskMix.' but not from names that end in a
# capital after a digit or a small letter: 'ADE20K.', 'Llama-2-7B.', 'ViT.', 'mIoU.' (the sentence then runs on).
_NAME_FINAL_PERIOD = r"(?<=[a-z0-9][A-Z])\."


# arXiv's text sometimes loses the space after a sentence's period ('two environments: MESSENGER and
# MESSENGER-WM.To highlight ...'): spaCy splits the period off after a small letter ('accuracy.However'), and
# this after two capitals, before a capitalized word ('U.S.Army' and 'e.g.The' stay whole).
_JOINED_SENTENCES = r"(?<=[A-Z]{2})\.(?=[A-Z][a-z])"


def field_infixes(defaults: Iterable[str]) -> list[str]:
    """spaCy's English infixes without the letter-hyphen-letter split, plus a glued-bracket split and the
    period of two sentences joined without a space."""
    kept = [pattern for pattern in defaults if _LETTER_HYPHEN_LETTER not in pattern]
    return [*kept, _GLUED_BRACKET, _JOINED_SENTENCES]


@lru_cache(maxsize=1)
def packaged_rules() -> RuleSet:
    """The packaged rules, loaded and validated once per process: the three components of a pipeline (and every
    pipeline built after) read the same files, which do not change while the process runs (~0.1 s a load)."""
    return RuleSet.load(None)


class ArraySentencizer(Sentencizer):  # type: ignore[misc]
    """spaCy's sentencizer, its rule read off the doc's token array: the same sentence starts, without a Token
    object per token (spaCy's loop over them cost ~70 us an abstract, five times this one).

    spaCy's rule: a sentence starts at the first token after one of ``punct_chars`` that is neither punctuation
    nor one of them. Only the tokens after such a mark are looked at: the marks are found in one pass over the
    ORTH array, and punctuation is asked of the few tokens that follow a mark (the IS_PUNCT array of every token,
    and a loop over all of them in Python, cost as much as the rest)."""

    #: punct_chars as last read, their hashes, and those of its ASCII characters as numpy scalars
    _hashes: tuple[frozenset[str], frozenset[int], tuple[tuple[str, Any], ...]] = (frozenset(), frozenset(), ())

    def predict(self, docs: Iterable[Doc]) -> list[list[bool]]:
        chars = self.punct_chars
        if chars != self._hashes[0]:  # (a set compared with the frozen copy: punct_chars may be changed in place)
            frozen = frozenset(chars)
            self._hashes = (frozen, frozenset(get_string_id(char) for char in frozen),
                            tuple((char, numpy.uint64(get_string_id(char))) for char in sorted(frozen) if char.isascii()))  # fmt: skip
        punct_hashes, ascii_hashes = self._hashes[1], self._hashes[2]
        guesses = []
        for doc in docs:
            length = len(doc)
            doc_guesses = [False] * length
            if length:
                doc_guesses[0] = True
                array = doc.to_array(ORTH)
                text = _doc_text(doc)
                if text.isascii():
                    # (most abstracts) a mark can only be one of the ASCII marks the text holds ('.', '!', '?'):
                    # numpy finds the tokens of each, with no Python int made and looked up per token
                    masks = [array == orth for char, orth in ascii_hashes if char in text]
                    mask = masks[0] if masks else None
                    for other in masks[1:]:
                        mask |= other
                    marks: Iterable[int] = numpy.flatnonzero(mask).tolist() if mask is not None else ()
                    orth_at: Callable[[int], Any] = array.item  # (a Python int)
                else:  # the marks' indices by C iteration (a comprehension over every token cost ~1,600 bytecodes)
                    orths = array.tolist()
                    marks = compress(range(length), map(punct_hashes.__contains__, orths))
                    orth_at = orths.__getitem__
                after = 0  # the tokens before it are read
                for mark in marks:
                    if mark < after:  # a mark among the punctuation after the one before
                        continue
                    after = mark + 1
                    while after < length and (orth_at(after) in punct_hashes or doc[after].is_punct):
                        after += 1
                    if after < length:
                        doc_guesses[after] = True  # a sentence starts after a '.', '!', '?' ... and its punctuation
            guesses.append(doc_guesses)
        return guesses


def _doc_text(doc: Doc) -> str:
    """``doc.text``: the markup tokenizer's clean text when the doc has it (doc.text joins every token), without
    storing a map on a doc that has none (as :func:`markup_of` would)."""
    markup = _fitting_markup(doc)
    return markup.text if markup is not None else doc.text


@Language.factory("abstract_claims_sentencizer", assigns=["token.is_sent_start", "doc.sents"],
                  default_config={"punct_chars": None, "overwrite": False,
                                  "scorer": {"@scorers": "spacy.senter_scorer.v1"}})  # fmt: skip
def make_sentencizer(nlp: Language, name: str, punct_chars: list[str] | None, overwrite: bool,
                     scorer: Callable[..., Any] | None) -> ArraySentencizer:  # fmt: skip
    return ArraySentencizer(name, punct_chars=punct_chars, overwrite=overwrite, scorer=scorer)


class RulesComponent:
    """Base of the components that load rule files: from a directory or the packaged defaults."""

    def __init__(self, rules_dir: str | None) -> None:
        self.rules_dir = rules_dir
        self.rules = packaged_rules() if rules_dir is None else RuleSet.load(rules_dir)


class NumbersComponent(RulesComponent):
    """Adds a draft for every number and every model size (thin wrapper over :mod:`numbers`)."""

    def __init__(self, rules_dir: str | None) -> None:
        super().__init__(rules_dir)
        self.number_rules = NumberRules(self.rules)

    def __call__(self, doc: Doc) -> Doc:
        markup = markup_of(doc)
        numbers = find_numbers(markup, self.number_rules)
        # (the fields as dict displays: a TypedDict called as DraftFields(...) builds the same dict through its
        # metaclass, at twice the cost)
        number_drafts = [
            Draft("number", n.start, n.end, n.rule,
                  {"value": n.value, "unit": n.unit, "quantity": n.quantity, "kind": n.kind, "approx": n.approx,
                   "symbol": n.symbol})
            for n in numbers
        ]  # fmt: skip
        for draft, number in zip(number_drafts, numbers, strict=True):
            draft.refs["range_with"] = number_drafts[number.partner] if number.partner is not None else None
        size_drafts = [
            Draft("model_size", size.start, size.end, size.rule,
                  {"parameters": size.parameters, "low": size.low, "high": size.high,
                   "active_parameters": size.active_parameters},
                  {"numbers": [number_drafts[i] for i in size.numbers]})
            for size in find_model_sizes(markup.text, numbers)
        ]  # fmt: skip
        store(doc, NUMBERS_ATTR, NumberDrafts(number_drafts, size_drafts))
        return doc


@Language.factory("abstract_claims_numbers", default_config={"rules_dir": None},
                  assigns=[f"doc._.{NUMBERS_ATTR}"])  # fmt: skip
def make_numbers_component(nlp: Language, name: str, rules_dir: str | None) -> NumbersComponent:
    return NumbersComponent(rules_dir)


class EntitiesComponent(RulesComponent):
    """Adds drafts for methods, datasets, models and metrics (thin wrapper over :mod:`entities`).

    The lexicons of ``rules/entity_lexicons.jsonl`` run as two spaCy PhraseMatchers: exact case for names,
    lower case for lower-case lexicons such as metric names.
    """

    def __init__(self, nlp: Language, rules_dir: str | None) -> None:
        super().__init__(rules_dir)
        self.entity_rules = EntityRules(self.rules)
        self.task_rules = TaskRules(self.rules)
        self.token_flags = LexemeSlots(self.entity_rules.token_classes)
        self.exact = PhraseMatcher(nlp.vocab, attr="ORTH")
        self.lower = PhraseMatcher(nlp.vocab, attr="LOWER")
        make_doc = getattr(nlp.tokenizer, "inner", nlp.tokenizer)
        # the matchers' keys (hashes of the lexicon ids) -> the ids, read without a StringStore lookup a hit
        self.lexicon_ids = {get_string_id(lexicon.id): lexicon.id for lexicon in self.rules.entity_lexicons}
        for lexicon in self.rules.entity_lexicons:
            surfaces = sorted({term.split("=", 1)[0] for term in lexicon.terms})
            # a written capital always counts: 'IS' (inception score) is not the word 'is'
            exact = [s for s in surfaces if lexicon.case_sensitive or s != s.lower()]
            lower = [s for s in surfaces if not lexicon.case_sensitive and s == s.lower()]
            if exact:
                self.exact.add(lexicon.id, [make_doc(surface) for surface in exact])
            if lower:
                self.lower.add(lexicon.id, [make_doc(surface) for surface in lower])
        # the token patterns, each with a Matcher of its own, tried only on the sentences that contain what it
        # requires: spaCy's Matcher costs about a microsecond per token and pattern, so a whole-document run of
        # every pattern would cost more than all the other entity rules together
        self.patterns: list[tuple[re.Pattern[str] | None, EntityPattern, Matcher]] = []
        for rule in self.rules.entity_patterns:
            matcher = Matcher(nlp.vocab, validate=True)
            matcher.add(rule.id, [list(rule.pattern)])
            self.patterns.append((re.compile(rule.requires) if rule.requires else None, rule, matcher))
        # what each ``requires`` regex cannot match without: a text lacking it is not scanned (a literal is found
        # by C's string search; the regex engine tries a pattern led by a class or a digit at every character)
        self.required_literals = [required_literals(requires.pattern) if requires is not None else ()
                                  for requires, _, _ in self.patterns]  # fmt: skip
        # an entry an earlier pattern requires too ('19' or '20', for three patterns) is asked first: its answer for
        # the text is remembered (holds_literals), and a text without it needs none of the pattern's other searches
        asked: set[tuple[str, ...]] = set()
        for number, literals in enumerate(self.required_literals):
            self.required_literals[number] = tuple(sorted(literals, key=lambda entry: entry not in asked))
            asked.update(literals)
        # a pattern of fixed length with a token that must be one of a few words runs only on the windows
        # around those words, not on the whole sentence
        self.anchors = [pattern_anchor(rule.pattern) for _, rule, _ in self.patterns]
        # and only on the windows whose every token passes its TEXT / LOWER tests of the pattern, read off our
        # token tuples (a Matcher call on a window costs a few microseconds; most windows fail these tests)
        self.window_checks = [window_checks(rule.pattern) for _, rule, _ in self.patterns]
        # the words of a TEXT anchor are found by C string search in the whole text before the ``requires`` regex
        # runs: a text without a window that passes the checks needs no regex scan (most texts with 'dataset'
        # have no name-shaped word before it)
        self.anchor_searches = [anchor_search_words(anchor) for anchor in self.anchors]

    def _view(self, doc: Doc) -> tuple[TextView, list[Token], list[int]]:
        """What the entity and task rules read of the doc (its clean text, words, sentences and lexicon hits), and
        the doc's tokens with their start offsets, which the token patterns are matched against."""
        markup = markup_of(doc)
        text = markup.text  # == doc.text, which would re-join every token at each use
        # one read of the token structs for _tokens and for token_flags (the lexeme slots, ID): each to_array call
        # costs a few microseconds of its own
        columns = doc.to_array(_VIEW_COLUMNS) if len(doc) else None
        doc_tokens, doc_starts, doc_ends, sentences = _tokens(doc, text, columns)
        lexicon_ids = self.lexicon_ids
        hits = [(doc_starts[start], doc_ends[end - 1], lexicon_ids[match_id])
                for matcher in (self.exact, self.lower) for match_id, start, end in matcher(doc)]  # fmt: skip
        tokens = _words_only(doc_tokens) if may_hold_space_tokens(text) else doc_tokens
        token_starts, token_ends = (doc_starts, doc_ends) if tokens is doc_tokens else (
            [token.start for token in tokens], [token.end for token in tokens])
        view = TextView(text, tokens, sentences, markup, sorted(hits), _token_starts=token_starts, _token_ends=token_ends)
        if tokens is doc_tokens and columns is not None:
            packed = self.token_flags.packed(doc, tokens, columns[:, 3])
            if packed is not None:
                view.set_classes(packed, self.entity_rules)
        return view, doc_tokens, doc_starts

    def __call__(self, doc: Doc) -> Doc:
        view, doc_tokens, doc_starts = self._view(doc)
        text = view.text
        view.pattern_hits = self._pattern_hits(doc, view, doc_tokens, doc_starts)
        drafts: list[Draft] = []
        rejected: list[Rejection] = []
        mentions = find_entities(view, self.entity_rules, rejected)
        # a unit written on a number is no name (read when the numbers component ran before)
        numbers = optional_number_drafts(doc)
        measured = [d for d in numbers.numbers if d.fields.get("quantity")] if numbers else []
        mentions = without_units(mentions, measured, rejected)
        # tasks are a label of their own: a span read as a task is not a method, dataset or metric
        tasks, mentions = settle_tasks(find_tasks(view, self.task_rules, mentions), mentions, rejected,
                                       resolve_with_entities)  # fmt: skip
        # digits inside a name are part of the name, not a number: 'AlpacaEval 2.0', 'GPT 4'
        names = [(m.start, m.end) for m in mentions if m.label in ("dataset", "model", "method")]
        # every mention of either half of an acronym definition carries both forms
        forms = _acronym_forms(text, mentions, str)
        for mention in mentions:
            fields: DraftFields = {"name": _entity_name(text, mention)}  # (a display: DraftFields(...) costs twice)
            if mention.label in ("method", "dataset"):
                fields["proposed"] = mention.proposed
                written = forms.get(text[mention.start : mention.end])
                if written is not None:
                    fields["long_form"], fields["short_form"] = written
            elif mention.label == "model":
                fields["family"] = mention.family
            drafts.append(Draft(mention.label, mention.start, mention.end, mention.decision, fields,
                                evidence=mention.evidence))  # fmt: skip
        task_forms = _acronym_forms(text, tasks, task_name)
        task_drafts = [(task, _task_draft(text, task, task_forms)) for task in tasks]
        drafts.extend(draft for _, draft in task_drafts)
        store(doc, ENTITIES_ATTR, EntityDrafts(drafts, view, names, task_drafts, rejected))
        return doc


    def _pattern_hits(self, doc: Doc, view: TextView, tokens: list[Token],
                      token_starts: list[int]) -> list[tuple[int, int, str, str]]:  # fmt: skip
        """(start, end, rule id, label) of the token patterns, cut to their ``entity`` slice; ``tokens`` are the
        doc's own (line breaks included), which the Matcher's indices count.

        A pattern with ``requires`` runs only over the sentences that contain what it requires."""
        text, sentences = view.text, view.sentences
        sentence_starts = view.sentence_starts
        found = []
        answered: dict[tuple[str, ...], bool] = {}  # (the literal entries' answers for this text)
        for (requires, rule, matcher), literals, anchor, checks, searched in zip(
                self.patterns, self.required_literals, self.anchors, self.window_checks, self.anchor_searches,
                strict=True):  # fmt: skip
            if not holds_literals(literals, text, answered):
                continue  # the requires regex has no match in this text
            windows: list[int] = []
            if searched:  # (a TEXT anchor: the windows found first, in the whole text)
                assert anchor is not None
                windows = anchored_windows(text, tokens, token_starts, anchor, checks, searched)
                if not windows:
                    continue  # no window can match, whichever sentences the requires regex picks
            wanted: Iterable[int] = range(len(sentences)) if requires is None else sorted(
                {bisect_right(sentence_starts, match.start()) - 1 for match in requires.finditer(text)})  # fmt: skip
            pieces: list[Span] = []
            if searched:
                # the windows inside one of the wanted sentences (those the sentence loop below would keep)
                length, wanted_set = anchor[0], set(wanted)  # type: ignore[index]
                for window in windows:
                    index = bisect_right(sentence_starts, token_starts[window]) - 1
                    if index in wanted_set and token_starts[window + length - 1] < sentences[index][1]:
                        pieces.append(doc[window : window + length])
                wanted = ()
            for index in wanted:
                if index < 0:
                    continue
                # one sentence at a time: a pattern never runs across a sentence boundary
                sentence_start, sentence_end = sentences[index]
                first, last = bisect_left(token_starts, sentence_start), bisect_left(token_starts, sentence_end)
                if anchor is None:
                    pieces.append(doc[first:last])
                else:  # the windows of the pattern's length whose anchor token is one of its words
                    length, at, lower, words = anchor
                    pieces.extend(doc[i - at : i - at + length] for i in range(first + at, last - length + at + 1)
                                  if (tokens[i].lower if lower else tokens[i].text) in words
                                  and window_holds(checks, tokens, i - at))  # fmt: skip
            for piece in pieces:
                for _, start, end in matcher(piece):
                    start, end = start + piece.start, end + piece.start
                    first_token, last_token = (start, end) if rule.entity is None else (
                        start + rule.entity[0], end + rule.entity[1] if rule.entity[1] < 0 else start + rule.entity[1])
                    if last_token > first_token:
                        found.append((tokens[first_token].start, tokens[last_token - 1].end, rule.id, rule.label))
        return sorted(found)


def pattern_anchor(pattern: Sequence[dict[str, Any]]) -> tuple[int, int, bool, frozenset[str]] | None:
    """For a token pattern of fixed length (no ``OP``) in which a token's TEXT or LOWER must be one of a few
    words (a string, or an ``IN`` list): (the pattern's length, that token's index, whether it is LOWER, the
    words). Every match of the pattern lies in a window of its length with one of the words at that index, so
    the Matcher needs to run only on those windows (the words are a condition the Matcher checks again)."""
    if any("OP" in token for token in pattern):
        return None
    for index, token in enumerate(pattern):
        for attribute in ("TEXT", "LOWER"):
            value = token.get(attribute)
            words = [value] if isinstance(value, str) else value.get("IN") if isinstance(value, dict) else None
            if isinstance(words, list) and words and all(isinstance(word, str) for word in words):
                return len(pattern), index, attribute == "LOWER", frozenset(words)
    return None


def anchor_search_words(anchor: tuple[int, int, bool, frozenset[str]] | None) -> tuple[str, ...]:
    """The words to search the text for to find every token a TEXT anchor (:func:`pattern_anchor`) allows: its
    words less those that start with another of them (found where that one is: 'benchmarks' at 'benchmark').
    Nothing for no anchor or a LOWER one (a case-blind search would need a lower-case copy of the text)."""
    if anchor is None or anchor[2]:
        return ()
    words = anchor[3]
    return tuple(sorted(word for word in words
                        if not any(other != word and word.startswith(other) for other in words)))  # fmt: skip


def anchored_windows(text: str, tokens: Sequence[Token], token_starts: Sequence[int],
                     anchor: tuple[int, int, bool, frozenset[str]], checks: tuple[WindowCheck, ...],
                     searched: tuple[str, ...]) -> list[int]:  # fmt: skip
    """The first tokens of the windows of a TEXT-anchored pattern (:func:`pattern_anchor`) that pass its
    :func:`window_checks`, in order: the anchor tokens are found where ``searched`` occur in ``text`` (C string
    search; a token starts at the place and its text is one of the words)."""
    length, at, _, words = anchor
    places: set[int] = set()
    for word in searched:
        place = text.find(word)
        while place != -1:
            places.add(place)
            place = text.find(word, place + 1)
    windows = []
    count = len(tokens)
    for place in sorted(places):
        index = bisect_left(token_starts, place)
        first = index - at
        if (index < count and token_starts[index] == place and tokens[index].text in words
                and first >= 0 and first + length <= count and window_holds(checks, tokens, first)):  # fmt: skip
            windows.append(first)
    return windows


#: A test of one token of a window: (its index in the window, whether it reads the lower-case form, the test)
WindowCheck = tuple[int, bool, Callable[[str], object]]


def window_checks(pattern: Sequence[dict[str, Any]]) -> tuple[WindowCheck, ...]:
    """The TEXT (ORTH) and LOWER tests of a pattern's tokens that our token tuples can answer: a word
    (``==``), an ``IN`` list of words, a ``REGEX`` (searched, as the Matcher does). Each is a condition the
    Matcher checks on the same token, so a window failing one cannot match; other tests are left to it."""
    checks: list[WindowCheck] = []
    for index, token in enumerate(pattern):
        for attribute in ("TEXT", "ORTH", "LOWER"):
            value = token.get(attribute)
            if isinstance(value, str):
                checks.append((index, attribute == "LOWER", value.__eq__))
            elif isinstance(value, dict):
                words = value.get("IN")
                if isinstance(words, list) and all(isinstance(word, str) for word in words):
                    checks.append((index, attribute == "LOWER", frozenset(words).__contains__))
                regex = value.get("REGEX")
                if isinstance(regex, str):
                    checks.append((index, attribute == "LOWER", re.compile(regex).search))
    return tuple(checks)


def window_holds(checks: tuple[WindowCheck, ...], tokens: Sequence[Token], first: int) -> bool:
    """Whether the window of tokens from ``first`` on passes every check of :func:`window_checks`."""
    for index, lower, test in checks:
        token = tokens[first + index]
        if not test(token.lower if lower else token.text):
            return False
    return True


def _acronym_forms(text: str, mentions: Sequence[Mention | TaskMention],
                   name_of: Callable[[str], str]) -> dict[str, tuple[str, str]]:  # fmt: skip
    """Name -> (long form, short form) for both halves of every acronym definition among the mentions."""
    forms: dict[str, tuple[str, str]] = {}
    for mention in mentions:
        if mention.partner is not None:
            long, short = (mention, mention.partner) if mention.is_long_form else (mention.partner, mention)
            pair = (name_of(text[long.start : long.end]), name_of(text[short.start : short.end]))
            forms.setdefault(pair[0], pair)
            forms.setdefault(pair[1], pair)
    return forms


def _task_draft(text: str, task: TaskMention, forms: dict[str, tuple[str, str]]) -> Draft:
    name = task_name(text[task.start : task.end])
    fields: DraftFields = {"name": name, "proposed": task.proposed}  # (a display: DraftFields(...) costs twice)
    if name in forms:  # every mention of either half of a definition carries both forms
        fields["long_form"], fields["short_form"] = forms[name]
    return Draft("task", task.start, task.end, task.rule, fields)


_SLOT_TAGS = itertools.count(1)
#: Above this, a lexeme's slot holds no answer of a LexemeSlots (answers are the flags of TextView.classify: 9 bits)
_SLOT_VALUES = 1 << 16


class LexemeSlots:
    """A per-word cache (word -> small int, ``answers``) kept in the lexemes of spaCy's vocabulary as well, where
    one ``Doc.to_array`` reads the answers of all the tokens.

    A lookup of each token in a per-word dict of ~30,000 words costs a few cache misses after the other stages
    ran: ~300 ns a token in the flow of an extraction (TextView.classify, ~80 us of ~120 an abstract), against a
    lexeme the tokenizer has just read. The slot is the lexeme's ``rank`` (the ID attribute: the row of its word
    vector, OOV_RANK in a vocabulary without vectors, as in our blank pipeline); a vocabulary with vectors is left
    alone. A slot holds ``tag + answer``, the tag this cache's own (a multiple of 2**16): a slot of another cache,
    OOV_RANK or a vector row reads as no answer, and the word is looked up in ``answers`` and its slot written.
    A lexeme made in a memory zone is freed with it; its word is looked up again when met later."""

    def __init__(self, answers: Mapping[str, int]) -> None:
        self.answers = answers
        self.tag = numpy.uint64(next(_SLOT_TAGS) * _SLOT_VALUES)

    def packed(self, doc: Doc, tokens: Sequence[Token], ids: numpy.ndarray | None = None) -> bytes | None:
        """The answers for the doc's tokens (``tokens``: the doc's own, in order) as native unsigned shorts,
        or None when the doc's vocabulary has vectors. ``ids``: the doc's ID column, when already read."""
        vocab = doc.vocab
        if vocab.vectors.key2row:  # (the slots are the vectors' rows)
            return None
        values = (doc.to_array(ID) if ids is None else ids) - self.tag  # (uint64: a slot below the tag wraps round to a large value)
        stale = numpy.flatnonzero(values >= _SLOT_VALUES)
        if len(stale):
            answers, tag = self.answers, int(self.tag)
            for index in stale.tolist():
                answer = values[index] = answers[tokens[index].text]
                vocab[doc[index].orth].rank = tag + answer
        return values.astype(numpy.ushort).tobytes()


#: The columns _view reads of a doc in one to_array call: _tokens reads the first three, token_flags the ID.
_VIEW_COLUMNS = [IDX, SPACY, SENT_START, ID]


def _tokens(doc: Doc, text: str, columns: numpy.ndarray | None = None
            ) -> tuple[list[Token], list[int], list[int], list[tuple[int, int]]]:  # fmt: skip
    """The doc's tokens as plain tuples read from its arrays (iterating spaCy Token objects costs ~1 ms), their
    start and end offsets, and the sentence spans (what ``doc.sents`` gives, without its objects). ``columns``:
    the doc's IDX, SPACY and SENT_START columns first, when already read."""
    if not len(doc):
        return [], [], [], []
    # a token ends where the next starts, less its trailing space (doc.text joins the tokens' texts with their
    # spaces): read from the token structs alone, not from each token's lexeme, as LENGTH would be
    if columns is None:
        columns = doc.to_array([IDX, SPACY, SENT_START])
    # the offsets and flags worked out in numpy and read out once (C loops, no Python int or bool made per token
    # for a map over lists)
    ends_column = numpy.empty_like(columns[:, 0])
    ends_column[:-1] = columns[1:, 0]
    ends_column[-1] = len(text)
    ends_column -= columns[:, 1]
    starts, ends = columns[:, 0].tolist(), ends_column.tolist()
    # (a comprehension: its slices are built by bytecode, where map(slice, ...) makes a call and a tuple a token)
    pieces = [text[start:end] for start, end in zip(starts, ends, strict=True)]
    flags = columns[:, 2] == 1
    # Tokens without a Python call each; starmap hands zip's tuple to tuple.__new__ as its arguments (map would
    # build an argument tuple a token)
    fields = zip(starts, ends, pieces, map(str.lower, pieces), flags.tolist(), strict=True)
    tokens = list(starmap(tuple.__new__, zip(repeat(Token), fields)))  # noqa: RUF058 - see above
    flags[0] = True  # (the first sentence starts at the first token)
    sentence_firsts = numpy.flatnonzero(flags).tolist()
    sentence_lasts = [index - 1 for index in sentence_firsts[1:]] + [len(tokens) - 1]
    sentences = [(starts[first], ends[last]) for first, last in zip(sentence_firsts, sentence_lasts, strict=True)]
    return tokens, starts, ends, sentences


#: The ASCII white space other than ' ' (what str.isspace says of the first 128 code points).
_ASCII_OTHER_SPACE = tuple(char for char in map(chr, range(128)) if char.isspace() and char != " ")
_TWO_SPACES = re.compile("  ")


def may_hold_space_tokens(text: str) -> bool:
    """False when spaCy's tokenizer cannot have made a token of white space: it makes one only of a run of white
    space that is not a single ' ' between two words (that space is the word's trailing space). Answered for an
    ASCII text by a few C string searches (markup.normalize turns arXiv's line breaks into spaces, so most
    abstracts have no such token, and the test of every token cost ~20 us); other texts say True."""
    if not text.isascii():
        return True
    if text[:1] == " " or text[-1:] == " " or _TWO_SPACES.search(text):  # (the regex is ~3x `"  " in text`)
        return True
    return any(space in text for space in _ASCII_OTHER_SPACE)  # (memchr each: a regex class scan is ~10x)


def _words_only(tokens: list[Token]) -> list[Token]:
    """The tokens without arXiv's hard line breaks, which spaCy keeps as tokens of their own: the rules read
    words, and 'We present\nDita' must read as 'We present Dita'. A sentence start that a line break carried
    passes to the next word."""
    if not any(map(str.isspace, map(itemgetter(2), tokens))):  # (token.text, read by C calls)
        return tokens
    kept: list[Token] = []
    carry = False
    for token in tokens:
        if token.text.isspace():
            carry = carry or token.sentence_start
            continue
        kept.append(token._replace(sentence_start=True) if carry and not token.sentence_start else token)
        carry = False
    return kept


def _entity_name(text: str, mention: Mention) -> str:
    surface = text[mention.start : mention.end]
    if mention.label == "metric":
        return mention.canonical or surface.lower()
    return " ".join(surface.split())


@Language.factory("abstract_claims_entities", default_config={"rules_dir": None},
                  requires=["token.is_sent_start"], assigns=[f"doc._.{ENTITIES_ATTR}"])  # fmt: skip
def make_entities_component(nlp: Language, name: str, rules_dir: str | None) -> EntitiesComponent:
    return EntitiesComponent(nlp, rules_dir)


class ResultsComponent(RulesComponent):
    """Adds a result draft for every outcome number, linked to its roles (thin wrapper over :mod:`results`)."""

    def __init__(self, rules_dir: str | None) -> None:
        super().__init__(rules_dir)
        self.result_rules = ResultRules(self.rules)

    def __call__(self, doc: Doc) -> Doc:
        numbers = number_drafts_of(doc, "abstract_claims_results")
        entities = entity_drafts_of(doc, "abstract_claims_results")
        drafts: list[Draft] = []
        outcome_numbers = numbers_outside_names(numbers, entities)
        # most abstracts report no number, and most of the rest no result: the names, the markup and the
        # tasks are read only for a result
        results = find_results(entities.view, outcome_numbers,
                               [draft for draft in entities.mentions if draft.type != "task"],
                               self.result_rules) if outcome_numbers else []  # fmt: skip
        if not results:
            store(doc, RESULTS_ATTR, ResultDrafts(drafts))
            return doc
        markup = markup_of(doc)
        task_mentions = [mention for mention, _ in entities.tasks]
        for result in results:
            refs: dict[str, Draft | list[Draft] | None] = {"number": result.number}
            texts: dict[str, str | None] = {}
            for role in ROLES:
                filled = result.roles.get(role)
                refs[role] = filled.draft if filled is not None else None
                texts[role] = _role_text(markup, filled) if filled is not None else None
            task = task_of(entities.view, result.number.start, task_mentions)
            refs["task"] = entities.tasks[task[0]][1] if task is not None else None
            # (a display: calling the TypedDict, DraftFields(...), builds the same dict at twice the cost)
            fields: DraftFields = {
                "direction": result.direction, "negated": result.negated, "metric_text": texts["metric"],
                "dataset_text": texts["dataset"], "method_text": texts["method"], "baseline_text": texts["baseline"],
                "task_text": _claim_text(markup, entities.tasks[task[0]][1]) if task is not None else None}  # fmt: skip
            evidence = result.evidence + ((task[1],) if task is not None else ())
            drafts.append(Draft("result", result.start, result.end, result.rule, fields, refs, evidence))
        store(doc, RESULTS_ATTR, ResultDrafts(drafts))
        return doc


def _role_text(markup: Markup, role: Role) -> str:
    """The phrase as written in the source when it is one piece of it, else as built ('human-labeled baselines')."""
    if role.span is not None:
        try:
            start, end = markup.to_source(*role.span)
        except UnmappableSpan:
            return role.text
        return " ".join(markup.source[start:end].split())  # arXiv's hard line breaks collapsed
    return role.text


def _claim_text(markup: Markup, draft: Draft) -> str:
    """A claim's phrase as written in the source, white space collapsed like the other role texts."""
    return _role_text(markup, Role(str(draft.fields["name"]), draft, rule=draft.rule))


@Language.factory("abstract_claims_results", default_config={"rules_dir": None},
                  requires=[f"doc._.{NUMBERS_ATTR}", f"doc._.{ENTITIES_ATTR}"],
                  assigns=[f"doc._.{RESULTS_ATTR}"])  # fmt: skip
def make_results_component(nlp: Language, name: str, rules_dir: str | None) -> ResultsComponent:
    return ResultsComponent(rules_dir)


#: The name of the results component in :func:`build_nlp`'s pipeline.
RESULTS_COMPONENT = "abstract_claims_results"


def build_nlp(rules_dir: str | None = None) -> Language:
    """The extraction pipeline on ``spacy.blank("en")`` with the markup tokenizer: no downloaded model."""
    nlp = spacy.blank("en", config={"nlp": {"tokenizer": {"@tokenizers": "abstract_claims.MarkupTokenizer.v1"}}})
    vocab: Any = nlp.vocab  # (lex_attr_getters is a public attribute of the Cython class; its stub lacks it)
    vocab.lex_attr_getters = lexeme_getters(vocab.lex_attr_getters)
    nlp.add_pipe("abstract_claims_sentencizer", name="sentencizer")
    nlp.add_pipe("abstract_claims_numbers", config={"rules_dir": rules_dir})
    nlp.add_pipe("abstract_claims_entities", config={"rules_dir": rules_dir})
    nlp.add_pipe("abstract_claims_results", name=RESULTS_COMPONENT, config={"rules_dir": rules_dir})
    return nlp


def lexeme_getters(getters: dict[int, Callable[[str], Any]]) -> dict[int, Callable[[str], Any]]:
    """spaCy's lexeme attribute getters, some of its own functions replaced by ones that give the same values with
    less work. spaCy calls every getter on every word it makes a lexeme of (a word not met before, or not since
    the memory zone that held it closed: a few per abstract all through a run), and these two loop over the
    characters in Python: is_ascii (0.4 us; str.isascii is one C call) and like_url, which looks for a '.'
    (2.6 -> 0.7 us a word without one). Those that call one str method, or take the first or last three
    characters, are that method or an itemgetter (no Python frame each), those that look a word up in a tuple
    are a set's ``__contains__``, and English like_num looks its number words up in sets instead of lists.
    word_shape, is_punct, is_currency and like_email answer an ASCII word (or one without '@') by C string
    methods, and the partials spaCy's create_vocab builds with keywords (stop words, language, norms) are partials
    of plain functions: ~10 -> ~4 us a new lexeme."""
    replaced = dict(getters)
    for attribute, spacys, ours in ((IS_ASCII, lex_attrs.is_ascii, str.isascii), (LIKE_URL, lex_attrs.like_url, _like_url),
                                    *_ONE_CALL_GETTERS, *_TUPLE_GETTERS,
                                    (lexeme_attrs.LIKE_NUM, english_lex_attrs.like_num, _like_number),
                                    (lexeme_attrs.SHAPE, lex_attrs.word_shape, _word_shape),
                                    (lexeme_attrs.IS_PUNCT, lex_attrs.is_punct, _is_punct),
                                    (lexeme_attrs.IS_CURRENCY, lex_attrs.is_currency, _is_currency),
                                    (lexeme_attrs.LIKE_EMAIL, lex_attrs.like_email, _like_email)):  # fmt: skip
        if replaced.get(attribute) is spacys:
            replaced[attribute] = ours
    return {attribute: _without_keywords(getter) for attribute, getter in replaced.items()}


_ONE_CALL_GETTERS = tuple((getattr(lexeme_attrs, name.upper()), getattr(lex_attrs, name), ours) for name, ours in (
    ("lower", str.lower), ("prefix", itemgetter(0)), ("suffix", itemgetter(slice(-3, None))), ("is_alpha", str.isalpha),
    ("is_digit", str.isdigit), ("is_lower", str.islower), ("is_space", str.isspace), ("is_title", str.istitle),
    ("is_upper", str.isupper)))  # fmt: skip
# spaCy's getters that ask whether the word is one of a tuple of strings (the tuples as spaCy 3.8 writes them; a
# test holds them to spaCy's functions)
_TUPLE_GETTERS = tuple((getattr(lexeme_attrs, name.upper()), getattr(lex_attrs, name), frozenset(words).__contains__)
                       for name, words in (
    ("is_bracket", ("(", ")", "[", "]", "{", "}", "<", ">")),
    ("is_quote", ('"', "'", "`", "«", "»", "‘", "’", "‚", "‛", "“", "”", "„", "‟", "‹", "›", "❮", "❯", "''", "``")),
    ("is_left_punct", ("(", "[", "{", "<", '"', "'", "«", "‘", "‚", "‛", "“", "„", "‟", "‹", "❮", "``")),
    ("is_right_punct", (")", "]", "}", ">", '"', "'", "»", "’", "”", "›", "❯", "''"))))  # fmt: skip
_NUMBER_WORDS = frozenset(english_lex_attrs._num_words) | frozenset(english_lex_attrs._ordinal_words)
_ORDINAL_ENDINGS = ("st", "nd", "rd", "th")


def _like_number(text: str) -> bool:
    """spaCy's English ``lex_attrs.like_num``, its number and ordinal words looked up in one set. A word of letters
    only goes straight to them (no letter is a digit, a sign, a separator or a slash)."""
    if not text.isalpha():
        if text.startswith(("+", "-", "±", "~")):
            text = text[1:]
        text = text.replace(",", "").replace(".", "")
        if text.isdigit():
            return True
        if text.count("/") == 1:
            numerator, denominator = text.split("/")
            if numerator.isdigit() and denominator.isdigit():
                return True
    lower = text.lower()
    return lower in _NUMBER_WORDS or (lower.endswith(_ORDINAL_ENDINGS) and lower[:-2].isdigit())


def _like_url(text: str) -> bool:
    """spaCy's ``lex_attrs.like_url``: False at once for a word with no '.' that does not start with 'http://' or
    'https://' (which it answers False after a loop over the characters looking for a '.')."""
    if text and "." not in text and not text.startswith(("http://", "https://")):
        return False
    return lex_attrs.like_url(text)


#: word_shape's class of each ASCII character as a bytes.translate table: 'X' a capital, 'x' another letter, 'd' a
#: digit, any other character itself
_ASCII_SHAPE_CLASSES = bytes(ord(("X" if char.isupper() else "x") if char.isalpha() else "d" if char.isdigit() else char)
                             for char in map(chr, range(128))) + bytes(range(128, 256))  # fmt: skip
_shapes_of_classes: dict[bytes, str] = {}
_SHAPES_LIMIT = 100_000  # shapes kept before the table starts again


def _word_shape(text: str) -> str:
    """spaCy's ``lex_attrs.word_shape`` ('ImageNet-1k' -> 'XxxxxXxx-dx'). A shape depends only on the class of each
    character (a run of one class cut to four), so an ASCII word's shape is looked up by its classes, read by one
    bytes.translate (a few thousand class strings cover a corpus); spaCy's function makes the shape of a class
    string not met before, of a word of other characters and of a word of 100 characters or more ('LONG')."""
    if len(text) >= 100 or not text.isascii():
        return lex_attrs.word_shape(text)
    classes = text.encode("ascii").translate(_ASCII_SHAPE_CLASSES)
    shape = _shapes_of_classes.get(classes)
    if shape is None:
        if len(_shapes_of_classes) >= _SHAPES_LIMIT:
            _shapes_of_classes.clear()
        shape = _shapes_of_classes[classes] = lex_attrs.word_shape(text)
    return shape


def _ascii_of_category(test: Callable[[str], bool]) -> str:
    return "".join(char for char in map(chr, range(128)) if test(unicodedata.category(char)))


_ASCII_PUNCTUATION = _ascii_of_category(lambda category: category.startswith("P"))
_ASCII_CURRENCY = _ascii_of_category(lambda category: category == "Sc")  # ('$')


def _is_punct(text: str) -> bool:
    """spaCy's ``lex_attrs.is_punct`` (every character of a Unicode category P*): for an ASCII word, whether
    stripping the ASCII punctuation from its ends leaves nothing (one C call, not a category per character)."""
    if text.isascii():
        return not text.strip(_ASCII_PUNCTUATION)
    return lex_attrs.is_punct(text)


def _is_currency(text: str) -> bool:
    """spaCy's ``lex_attrs.is_currency`` (every character of the Unicode category Sc), the same way."""
    if text.isascii():
        return not text.strip(_ASCII_CURRENCY)
    return lex_attrs.is_currency(text)


def _like_email(text: str) -> bool:
    """spaCy's ``lex_attrs.like_email``: its regex matches only around an '@'."""
    return "@" in text and lex_attrs.like_email(text)


def _without_keywords(getter: Callable[[str], Any]) -> Callable[[str], Any]:
    """spaCy's create_vocab wraps is_stop, get_lang and the norm lookup in functools.partial objects with keyword
    arguments or a tuple of tables, each call building a dict or walking the tuple: the same answers by a partial
    of a plain function over positional arguments (still picklable). Other getters as they are."""
    if not isinstance(getter, functools.partial):
        return getter
    if getter.func is lex_attrs.is_stop and not getter.args and getter.keywords.keys() == {"stops"}:
        return functools.partial(_is_stop_word, getter.keywords["stops"])
    if getter.func is lex_attrs.get_lang and not getter.args and getter.keywords.keys() == {"lang"}:
        return functools.partial(_language, getter.keywords["lang"])
    if getter.func is spacy_util._get_attr_unless_lookup and not getter.keywords and len(getter.args) == 2:
        default, tables = getter.args
        if default is lex_attrs.lower and len(tables) == 1 and type(tables[0]) is dict:
            return functools.partial(_norm, tables[0])
    return getter


def _is_stop_word(stops: Container[str], text: str) -> bool:
    """spaCy's ``lex_attrs.is_stop``."""
    return text.lower() in stops


def _language(language: str, text: str) -> str:
    """spaCy's ``lex_attrs.get_lang``."""
    return language


def _norm(exceptions: dict[str, str], text: str) -> str:
    """spaCy's norm getter over one table of exceptions, its default lower case."""
    return exceptions[text] if text in exceptions else text.lower()


def sentences_of(doc: Doc) -> list[tuple[int, int]]:
    """Sentence spans of the doc, mapped to the raw source."""
    markup = markup_of(doc)
    entities = optional_entity_drafts(doc)  # the entities component has them already, from the token arrays
    clean = entities.view.sentences if entities is not None else [(s.start_char, s.end_char) for s in doc.sents]
    spans = []
    for sentence_start, sentence_end in clean:
        text = markup.text[sentence_start:sentence_end]
        start = sentence_start + (len(text) - len(text.lstrip()))
        end = sentence_end - (len(text) - len(text.rstrip()))
        if end <= start:
            continue
        try:
            spans.append(markup.to_source(start, end))
        except ValueError:
            continue
    return spans


def _close_open_groups(source: str, start: int, end: int) -> int:
    """The '}' right after a span that closes a group the span opened belong to it: '$3 \\times 10^{-5}$' gives
    the number '10^{-5}' (not '10^{-5'), '\\textbf{Fusion}' the name with its brace."""
    while end < len(source) and source[end] == "}" and source.count("{", start, end) > source.count("}", start, end):
        end += 1
    return end


#: Claim types that are names as written: their span keeps the markup they open or close.
NAME_TYPES = frozenset({"method", "dataset", "model", "metric", "task"})
_STYLE_OPENING = re.compile(r"\\[A-Za-z]+\{$")


def _close_name_markup(source: str, start: int, end: int) -> tuple[int, int]:
    """A name as written keeps the markup it stands in: 'GenM$^3$' (not 'GenM$^3', which opens a formula it
    does not close), '\\textbf{Mo}di \\textbf{Sc}ript' (not 'Mo}di ...', which closes a group it did not open)
    and '\\textbf{Fusion}'. Only delimiters are taken: a span that closes what it opens is left as it is."""
    if end < len(source) and source[end] == "$" and _unescaped_dollars(source, start, end) % 2 == 1:
        end += 1
    for _ in range(3):  # '\\textbf{\\underline{P}}ersona': one opening group at a time
        if _lowest_depth(source, start, end) >= 0:
            break
        opening = _STYLE_OPENING.search(source, max(0, start - 24), start)
        if opening is None:
            break
        start = opening.start()
    return start, _close_open_groups(source, start, end)


def _lowest_depth(source: str, start: int, end: int) -> int:
    """The lowest brace depth reached reading the span from its start (below 0: it closes a group it did not
    open)."""
    depth = lowest = 0
    for char in source[start:end]:
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            lowest = min(lowest, depth)
    return lowest


def _unescaped_dollars(source: str, start: int, end: int) -> int:
    return sum(1 for at in range(start, end) if source[at] == "$" and (at == 0 or source[at - 1] != "\\"))


def _number_placed(result: Draft, placed_ids: set[int]) -> bool:
    """Whether the result's number claim was mapped to the source (a result of a dropped number goes too)."""
    return id(result.refs.get("number")) in placed_ids


def drafts_of(doc: Doc) -> list[Draft]:
    """Every draft the components made, in the order they made them: numbers (those inside a name left out),
    model sizes, entities, results."""
    numbers = number_drafts_of(doc, "claims_of")
    entities = optional_entity_drafts(doc)
    results = optional_result_drafts(doc)
    return [*numbers_outside_names(numbers, entities), *numbers.model_sizes,
            *(entities.mentions if entities is not None else ()),
            *(results.results if results is not None else ())]  # fmt: skip


def rejections_of(doc: Doc) -> list[tuple[int, int, str, str]]:
    """(start, end, reason, rule) in the source of every span the entity rules decided is not an entity."""
    entities = optional_entity_drafts(doc)
    if entities is None:
        return []
    markup = markup_of(doc)
    found = []
    named = [(draft.start, draft.end) for draft in entities.mentions if draft.type != "task"]
    for rejection in rejections_in_order(entities.rejected, named):
        try:
            start, end = markup.to_source(rejection.start, rejection.end)
        except UnmappableSpan:
            continue
        found.append((start, end, rejection.reason, rejection.rule))
    return found


def claims_of(doc: Doc, doc_id: str = "", offset: int = 0, first: int = 1) -> list[Claim]:
    """The doc's drafts as claims: spans mapped to the raw source, ordered, numbered c1, c2, ...

    A doc read from a segment of a longer text: ``offset`` (where the segment starts in that text) is added to
    every span, and ids are numbered from c``first`` on (renaming the claims afterwards costs a model copy each).
    """
    markup = markup_of(doc)
    # each draft placed with its sort key in front: (start, end, type order, rule, place in the drafts) orders the
    # drafts as a stable sort by (start, end, type order, rule) does, by tuple comparison in C (a Python key
    # function was called per draft); the place is unique, so two drafts are never compared
    placed: list[tuple[int, int, int, str, int, Draft]] = []
    for draft in drafts_of(doc):
        try:
            start, end = markup.to_source(draft.start, draft.end)
        except UnmappableSpan as error:
            logger.warning("document %s: dropped %s claim from rule %s: %s", doc_id, draft.type, draft.rule, error)
            continue
        if draft.rule == "number/scientific":
            end = _close_open_groups(markup.source, start, end)
        elif draft.type in NAME_TYPES and markup.starts is not None:  # (no markup: the name is as written)
            start, end = _close_name_markup(markup.source, start, end)
        placed.append((start, end, CLAIM_TYPE_ORDER[draft.type], draft.rule, len(placed), draft))
    placed_ids = {id(item[5]) for item in placed}
    placed = [item for item in placed if item[5].type != "result" or _number_placed(item[5], placed_ids)]
    placed.sort()
    ids = {id(item[5]): f"c{index}" for index, item in enumerate(placed, first)}
    claims: list[Claim] = []
    source = markup.source
    for start, end, _, _, _, draft in placed:
        record: dict[str, Any] = {"id": ids[id(draft)], "type": draft.type, "start": start + offset, "end": end + offset,
                                  "text": source[start:end], "rule": draft.rule, "evidence": list(draft.evidence), **draft.fields}  # fmt: skip
        for role, target in draft.refs.items():
            if isinstance(target, list):
                record[role] = [ids[id(item)] for item in target if id(item) in ids]
            else:
                record[role] = ids.get(id(target)) if target is not None else None
        claims.append(built_claim(record))
    return claims
