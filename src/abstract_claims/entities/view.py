"""The token view the entity rules read: clean text, tokens, sentences, markup, and per-token flags."""

from __future__ import annotations

import re
import sys
from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from operator import itemgetter
from typing import TYPE_CHECKING, NamedTuple, TypeVar

from ..markup import Markup

if TYPE_CHECKING:
    from .lexicons import EntityRules


CACHE_LIMIT = 100_000  # entries per per-word cache before it starts again


# What the rule passes look for in a word: the flags of TextView.classes, computed once per distinct word.
T_METRIC = 1  # a measure may end here: a metric head or lexicon term, a hyphenated or metric-shaped word


T_CAPITAL = 2  # a capital or an opening bracket: a name shape or a Title Case run may start here


T_TRIGGER = 4  # a proposal trigger: 'propose'-type and naming verbs, 'our'


T_FAMILY = 8  # begins like a model family


T_OPEN = 16  # '(': an acronym definition may start here


T_ON = 32  # 'on': an evaluation dataset may follow


T_ORGANIZATION = 64  # a lab, as in "OpenAI's o1"


T_CAPITALIZED = 128  # Capitalized or name-shaped: a word of a Title Case run (the flags must fit a byte)


# Above the byte of flags, the per-word cache also says whether the word has a compound model reading
# (families.compound_model_mentions): one lookup per token gives both (TextView.classify)
T_COMPOUND = 256
_LOW_BYTE = 0 if sys.byteorder == "little" else 1  # where the flags lie in an unsigned short's two bytes


@cache
def _flag_table(flag: int) -> bytes:
    """A bytes.translate table: 1 for the class bytes that carry ``flag``, 0 for the others."""
    return bytes(1 if value & flag else 0 for value in range(256))


def flagged(classes: bytes, flag: int) -> list[int]:
    """Positions of the class bytes that carry ``flag``. (The flags are bytes so that C code finds them: one
    translate to 0/1, then a find per hit.)"""
    marked = classes.translate(_flag_table(flag))
    found = []
    index = marked.find(1)
    while index != -1:
        found.append(index)
        index = marked.find(1, index + 1)
    return found


class Token(NamedTuple):
    """A token of the clean text (a tuple: built once per token per document, so it must be cheap)."""

    start: int
    end: int
    text: str
    lower: str
    sentence_start: bool


@dataclass(slots=True)
class TextView:
    """What the entity rules read: the clean text, its tokens and sentences, and the markup map."""

    text: str
    tokens: list[Token]
    sentences: list[tuple[int, int]]  # clean-text spans
    markup: Markup
    lexicon_hits: list[tuple[int, int, str]] = field(default_factory=list)  # (start, end, rule id)
    pattern_hits: list[tuple[int, int, str, str]] = field(default_factory=list)  # (start, end, rule id, label)
    classes: bytes = b""  # per token: the T_* flags of its word (see classify)
    compounds: bytes = b""  # per token: 1 where its word has a compound model reading (see classify)
    _sentence_starts: list[int] | None = None
    _token_starts: list[int] | None = None
    _token_ends: list[int] | None = None
    _acronym_pairs: list[tuple[tuple[int, int], tuple[int, int]]] | None = None  # read by entities and tasks
    _lexicon_ends: dict[int, int] | None = None
    _classified_by: object = None  # the rules whose flags classes and compounds hold (see classify)

    def classify(self, rules: EntityRules) -> None:
        """Flag every token with what the rules may look for there, from a per-word cache. (Its answers are
        the T_* flags plus T_COMPOUND: packed as unsigned shorts, their low bytes are the flags and their high
        bytes the compound marks, split by two C slices.) Nothing to do when the view was built with these
        rules' flags already (:meth:`set_classes`)."""
        if self._classified_by is rules:
            return
        self.set_classes(array("H", map(rules.token_classes.__getitem__, map(itemgetter(2), self.tokens))).tobytes(),
                         rules)

    def set_classes(self, packed: bytes, rules: object) -> None:
        """Store the tokens' answers of ``rules.token_classes``, packed as native unsigned shorts."""
        self.classes, self.compounds = packed[_LOW_BYTE::2], packed[1 - _LOW_BYTE :: 2]
        self._classified_by = rules

    def where(self, flag: int) -> list[int]:
        """Indices of the tokens carrying ``flag``: each rule pass visits those, not every token."""
        return flagged(self.classes, flag)

    def sentence_at(self, position: int) -> tuple[int, int]:
        starts = self._sentence_starts if self._sentence_starts is not None else self.sentence_starts
        index = bisect_right(starts, position) - 1
        if index >= 0 and self.sentences[index][0] <= position < self.sentences[index][1]:
            return self.sentences[index]
        return 0, len(self.text)

    def tokens_between(self, start: int, end: int) -> list[Token]:
        """The tokens lying inside [start, end)."""
        first = bisect_left(self.token_starts, start)
        last = bisect_left(self.token_starts, end)
        return [token for token in self.tokens[first:last] if token.end <= end]

    @property
    def sentence_starts(self) -> list[int]:
        if self._sentence_starts is None:
            self._sentence_starts = [start for start, _ in self.sentences]
        return self._sentence_starts

    @property
    def token_starts(self) -> list[int]:
        if self._token_starts is None:
            self._token_starts = [token.start for token in self.tokens]
        return self._token_starts

    @property
    def lexicon_ends(self) -> dict[int, int]:
        """Where the longest lexicon name starting at each position ends (read by the lexicon and model passes:
        a longer name starting there is that name, 'Vicuna Bench', 'BERT Score')."""
        if self._lexicon_ends is None:
            self._lexicon_ends = {start: end for start, end, _ in self.lexicon_hits}  # (the hits are sorted)
        return self._lexicon_ends

    @property
    def token_ends(self) -> list[int]:
        if self._token_ends is None:
            self._token_ends = [token.end for token in self.tokens]
        return self._token_ends


_Answer = TypeVar("_Answer")


class WordCache(dict[str, _Answer]):
    """Word -> ``compute(word)``, computed on first sight. Bounded: after CACHE_LIMIT words it starts again,
    since a corpus of millions of abstracts meets millions of words. A hit is a plain dict lookup."""

    def __init__(self, compute: Callable[[str], _Answer]) -> None:
        super().__init__()
        self.compute = compute

    def __missing__(self, word: str) -> _Answer:
        if len(self) >= CACHE_LIMIT:
            self.clear()
        answer = self[word] = self.compute(word)
        return answer


def _math_symbol(view: TextView, start: int, end: int) -> bool:
    """A name inside a formula is a symbol ('$\\mathrm{OPT} + \\epsilon$'), unless set as a name there
    ('$\\textbf{Pref-DetectGPT}$')."""
    if not view.markup.in_math(start):
        return False
    return not any(styled.start <= start and end <= styled.end and styled.style in _NAME_STYLES
                   for styled in view.markup.styled)  # fmt: skip


_NAME_STYLES = frozenset(["bold", "smallcaps", "mono"])


_word_memo: dict[tuple[str, ...], list[int]] = {}
_word_memo_text: list[str] = [""]  # the text the memo is for (held, so that no other text can take its identity)


def word_starts(text: str, words: tuple[str, ...]) -> list[int]:
    """Every position of ``text`` where one of ``words`` starts (overlapping ones too: 'LLMs' inside 'MLLMs'),
    sorted; found once per text by C string search. A rule that runs a pattern in a window before or after
    each name tries it only where one of the literal words it needs lies in that window (:func:`occurs_in`)."""
    if text is not _word_memo_text[0]:
        _word_memo.clear()
        _word_memo_text[0] = text
    found = _word_memo.get(words)
    if found is None:
        found = []
        for word in words:
            index = text.find(word)
            while index != -1:
                found.append(index)
                index = text.find(word, index + 1)
        found.sort()
        _word_memo[words] = found
    return found


def word_led(words: list[str]) -> str:
    """``\\b(?:w1|w2|...)`` for words that start with a word character, written so that the regex engine finds
    it fast: each word first, then the boundary as a lookbehind over it ('higher(?<!\\whigher)'). The engine
    scans for the first letters of a pattern led by literals, and tries one led by an assertion at every
    character; the matches are the same."""
    return "(?:" + "|".join(f"{re.escape(word)}(?<!\\w{re.escape(word)})" for word in words) + ")"


def has_digit(text: str) -> bool:
    """``any(ch.isdigit() for ch in text)``, by one regex search when the text is ASCII (where str.isdigit is
    [0-9]; the re module's \\d is str.isdecimal, which leaves out '²' and the like)."""
    if text.isascii():
        return _ASCII_DIGIT.search(text) is not None
    return any(map(str.isdigit, text))


_ASCII_DIGIT = re.compile(r"[0-9]")


def occurs_in(text: str, words: tuple[str, ...], start: int, end: int) -> bool:
    """Whether one of ``words`` starts in ``text[start:end]`` (a necessary condition of a pattern that needs
    one of them there; the word may run past ``end``)."""
    found = _word_memo.get(words) if text is _word_memo_text[0] else None  # (word_starts' memo, read here: a call
    if found is None:  # less for the thousands of names of a long list)
        found = word_starts(text, words)
    index = bisect_left(found, start)
    return index < len(found) and found[index] < end
