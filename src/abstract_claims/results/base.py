"""What every part of the result rules shares: the filled role, the found result, clauses and spans."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from operator import attrgetter
from typing import TYPE_CHECKING, TypeVar, cast

from ..drafts import Draft
from ..entities import TextView, Token
from ..entities.view import occurs_in

if TYPE_CHECKING:
    from .lexicons import ResultRules

_T = TypeVar("_T")

ROLES = ("metric", "dataset", "method", "baseline")
QUANTIFIERS = frozenset(["no", "none", "all", "every", "each", "most", "many", "some", "few", "several", "neither", "both", "any"])
PRONOUNS = frozenset(["we", "it", "they", "this", "these", "its", "their", "our", "us", "i", "he", "she"])
DETERMINERS = frozenset(["a", "an", "the", "our", "their", "its", "this", "these", "that", "those"])
COMPARATIVE_GAP = (r"\s*(?:lower|higher|fewer|less|more|faster|slower|smaller|larger|better|worse|reduced|"
                   r"increased|improved|relative|absolute|average|overall)\s+")
LEADING_WORDS = frozenset({"our", "the", "this", "their"}) | QUANTIFIERS
CLAUSE_BREAKS = frozenset({",", ":", ";", "(", ")", "that", "which", "where", "while", "whereas", "when", "and", "but"})


@dataclass(slots=True)
class Role:
    """A filled role: the phrase, the entity draft when the phrase is a recognised claim, the clean-text span
    of the phrase when it is written as one piece (a phrase built from a respectively-list is not), and the
    id of the rule that filled it (the result's ``evidence``)."""

    text: str
    draft: Draft | None = None
    span: tuple[int, int] | None = None
    rule: str = field(kw_only=True)

    def __post_init__(self) -> None:
        if self.span is None and self.draft is not None:  # the claim's own span
            self.span = (self.draft.start, self.draft.end)
        self.text = " ".join(self.text.split())  # arXiv's hard line breaks are no part of a name


@dataclass(slots=True)
class FoundResult:
    start: int
    end: int
    number: Draft
    rule: str
    roles: dict[str, Role | None] = field(default_factory=dict)
    direction: str | None = None
    negated: bool = False

    @property
    def evidence(self) -> tuple[str, ...]:
        """The rules that filled the roles, in role order."""
        return tuple(role.rule for name in ROLES if (role := self.roles.get(name)) is not None)


# ---------------------------------------------------------------------------------------------------------
# Clauses


def clauses(view: TextView) -> list[tuple[int, int]]:
    """Sentences cut at semicolons: '(i) ... 77.8%; (ii) ... 70.7%' holds two results with their own roles."""
    text = view.text
    spans = []
    for start, end in view.sentences:
        position = start
        cut = text.find(";", start, end)  # (a C search, not a regex over a copy of each sentence)
        while cut != -1:
            spans.append((position, cut))
            position = cut + 1
            cut = text.find(";", position, end)
        spans.append((position, end))
    found = []
    for start, end in spans:
        piece = text[start:end]
        words = piece.lstrip()
        if words:  # (not all white space)
            found.append((start + len(piece) - len(words), end))
    return found


def clause_of(clause_spans: Sequence[tuple[int, int]], position: int) -> tuple[int, int]:
    index = bisect_right(clause_spans, (position, 1 << 62)) - 1
    if index >= 0 and clause_spans[index][0] <= position < clause_spans[index][1]:
        return clause_spans[index]
    return position, position + 1


def tokens_in(view: TextView, start: int, end: int) -> list[Token]:
    """The clause's words: a hard line break is a token of its own in spaCy, and no word of a phrase."""
    return [token for token in view.tokens_between(start, end) if not token.text.isspace()]


_START_END = attrgetter("start", "end")  # (a key read in C: a draft list is sorted five times a document)


class ByPosition:
    """Drafts sorted by start, to take those inside a clause without scanning them all."""

    def __init__(self, drafts: Sequence[Draft]) -> None:
        self.drafts = sorted(drafts, key=_START_END)
        self.starts = [d.start for d in self.drafts]

    def within(self, start: int, end: int) -> list[Draft]:
        """The drafts starting in [start, end)."""
        return self.drafts[bisect_left(self.starts, start) : bisect_left(self.starts, end)]

    def iter_within(self, start: int, end: int) -> Iterator[Draft]:
        """The drafts starting in [start, end), in order, without copying them."""
        for index in range(bisect_left(self.starts, start), bisect_left(self.starts, end)):
            yield self.drafts[index]

    def reversed_within(self, start: int, end: int) -> Iterator[Draft]:
        """The drafts starting in [start, end), last first."""
        for index in range(bisect_left(self.starts, end) - 1, bisect_left(self.starts, start) - 1, -1):
            yield self.drafts[index]

    def inside(self, start: int, end: int) -> list[Draft]:
        """The drafts lying inside [start, end)."""
        return [draft for draft in self.iter_within(start, end) if draft.end <= end]

    def starting_at(self, position: int) -> Draft | None:
        """The first draft that starts at ``position``."""
        index = bisect_left(self.starts, position)
        return self.drafts[index] if index < len(self.drafts) and self.starts[index] == position else None

    def any_within(self, start: int, end: int) -> bool:
        return bisect_left(self.starts, start) < bisect_left(self.starts, end)


class Within:
    """The drafts of a :class:`ByPosition` that start inside one clause or sentence, read without copying."""

    def __init__(self, drafts: ByPosition, start: int, end: int) -> None:
        self.drafts, self.start, self.end = drafts, start, end

    def __iter__(self) -> Iterator[Draft]:
        return self.drafts.iter_within(self.start, self.end)

    def __bool__(self) -> bool:
        return self.drafts.any_within(self.start, self.end)

    def between(self, start: int, end: int) -> Iterator[Draft]:
        """Those starting in [start, end), in order."""
        return self.drafts.iter_within(max(start, self.start), min(end, self.end))

    def reversed_between(self, start: int, end: int) -> Iterator[Draft]:
        return self.drafts.reversed_within(max(start, self.start), min(end, self.end))

    def inside(self, start: int, end: int) -> list[Draft]:
        """Those lying inside [start, end)."""
        return [draft for draft in self.between(start, end) if draft.end <= end]

    def starting_at(self, position: int) -> Draft | None:
        return self.drafts.starting_at(position) if self.start <= position < self.end else None


class ClauseCache:
    """Work done once per clause and shared by every number in it, so that the cost per number does not grow
    with the clause (a list of thousands of values is one clause): the clause's words, and the matches of
    the patterns that are read over the whole clause, found by bisection."""

    def __init__(self, view: TextView) -> None:
        self.view = view
        self._words: dict[tuple[int, int], tuple[list[Token], list[int]]] = {}
        self._matches: dict[tuple[int, int, int], tuple[list[re.Match[str]], list[int], list[int]]] = {}
        self._parentheses: dict[tuple[int, int], tuple[list[int], list[int]]] = {}
        self._indices: dict[tuple[tuple[int, int], frozenset[str]], list[int]] = {}
        self._memo: dict[tuple[object, ...], object] = {}
        self._folded: list[str | None] = []  # (empty until asked)

    def words(self, clause: tuple[int, int]) -> list[Token]:
        """The clause's words (a hard line break is a token of its own in spaCy, and no word of a phrase)."""
        return self._words_and_ends(clause)[0]

    def words_ending_by(self, clause: tuple[int, int], position: int) -> int:
        """How many of the clause's words end at or before ``position``."""
        return bisect_right(self._words_and_ends(clause)[1], position)

    def memo(self, key: tuple[object, ...], make: Callable[[], _T]) -> _T:
        """A value computed once per key (a clause and what is computed on it)."""
        if key not in self._memo:
            self._memo[key] = make()
        return cast(_T, self._memo[key])

    def word_indices(self, clause: tuple[int, int], vocabulary: frozenset[str]) -> list[int]:
        """Indices of the clause's words that are in ``vocabulary`` (lower case), in order."""
        key = (clause, vocabulary)
        found = self._indices.get(key)
        if found is None:
            found = self._indices[key] = [i for i, token in enumerate(self.words(clause)) if token.lower in vocabulary]
        return found

    def folded(self) -> str | None:
        """The text in lower case when it is all ASCII, else None. There a case-insensitive pattern of ASCII words
        finds what its lower-case, case-sensitive form finds in the folded text, at the same places, in a third
        of the time (the engine compares the characters without folding each)."""
        if not self._folded:
            text = self.view.text
            self._folded.append(text.lower() if text.isascii() else None)
        return self._folded[0]

    def _words_and_ends(self, clause: tuple[int, int]) -> tuple[list[Token], list[int]]:
        found = self._words.get(clause)
        if found is None:
            tokens = tokens_in(self.view, *clause)
            found = self._words[clause] = (tokens, [token.end for token in tokens])
        return found

    def _all(self, pattern: re.Pattern[str], clause: tuple[int, int],
             text: str | None = None) -> tuple[list[re.Match[str]], list[int], list[int]]:  # fmt: skip
        # keyed by the pattern's id: a compiled pattern hashes its whole code at every lookup (~2,600 instructions),
        # and the patterns read here are module constants or the rules' own, alive as long as the cache (a pattern
        # is read over one text only: the view's, or for a pattern of its own, its folded form)
        key = (id(pattern), clause[0], clause[1])
        found = self._matches.get(key)
        if found is None:
            matches = list(pattern.finditer(self.view.text if text is None else text, clause[0], clause[1]))
            found = self._matches[key] = (matches, [m.start() for m in matches], [m.end() for m in matches])
        return found

    def last_match_before(self, pattern: re.Pattern[str], clause: tuple[int, int], end: int,
                          text: str | None = None) -> re.Match[str] | None:  # fmt: skip
        """The last match of ``pattern`` in the clause that ends at or before ``end`` (in ``text``, the view's
        text or its :meth:`folded` form)."""
        matches, _, ends = self._all(pattern, clause, text)
        index = bisect_right(ends, end) - 1
        return matches[index] if index >= 0 else None

    def matches_in(self, pattern: re.Pattern[str], clause: tuple[int, int]) -> list[re.Match[str]]:
        return self._all(pattern, clause)[0]

    def any_match_within(self, pattern: re.Pattern[str], clause: tuple[int, int], start: int, end: int) -> bool:
        """Whether a match of ``pattern`` in the clause lies inside [start, end)."""
        matches, starts, _ = self._all(pattern, clause)
        index = bisect_left(starts, start)
        return index < len(matches) and matches[index].end() <= end

    def unclosed_parentheses(self, clause: tuple[int, int], position: int) -> bool:
        """More '(' than ')' between the clause's start and ``position``."""
        found = self._parentheses.get(clause)
        if found is None:
            text = self.view.text
            found = self._parentheses[clause] = (
                [i for i in range(clause[0], clause[1]) if text[i] == "("],
                [i for i in range(clause[0], clause[1]) if text[i] == ")"],
            )
        opening, closing = found
        return bisect_left(opening, position) > bisect_left(closing, position)



# the longest window searched word by word: past it, occurs_in's finds over the whole text (once a text) cost less
_SHORT_WINDOW = 400


def occurs_near(text: str, words: tuple[str, ...], start: int, end: int) -> bool:
    """:func:`occurs_in` (one of ``words`` starts in ``text[start:end]``), by a search of that window alone when
    it is short: a text whose few values each ask about a window of a sentence needs no find of every word over
    all of it (a long list's clause keeps occurs_in's positions, found once)."""
    if end - start > _SHORT_WINDOW:
        return occurs_in(text, words, start, end)
    # a word starting before ``end`` may run past it by all but its first character
    return any(text.find(word, start, end + len(word) - 1) != -1 for word in words)


def word_places(text: str, words: tuple[str, ...], start: int, end: int) -> list[int]:
    """Where one of ``words`` lies whole in ``text[start:end]``, in order (each place once)."""
    places: set[int] = set()
    for word in words:
        place = text.find(word, start, end)
        while place != -1:
            places.add(place)
            place = text.find(word, place + 1, end)
    return sorted(places)


def last_match_at(pattern: re.Pattern[str], text: str, places: list[int], end: int) -> re.Match[str] | None:
    """The last match of ``pattern.finditer(text, places[0], end)``, for a pattern that never matches empty and
    whose every match starts at one of ``places`` (a word it opens with, found by :func:`word_places`): the
    pattern is tried at those places alone, the next after the end of a match as finditer goes on. A pattern led
    by ``\\b`` is tried by the engine at every character; here a window of 200 characters costs a few tries."""
    found = None
    resume = 0
    for place in places:
        if place >= resume:
            match = pattern.match(text, place, end)
            if match is not None:
                found, resume = match, match.end()
    return found


def last_match(matches: Iterator[re.Match[str]]) -> re.Match[str] | None:
    found = None
    for found in matches:  # noqa: B007 - the last one is wanted
        pass
    return found


def range_start(number: Draft) -> int:
    partner = number.refs.get("range_with")
    if isinstance(partner, Draft) and partner.start < number.start:
        return partner.start
    return number.start


def range_end(number: Draft) -> int:
    partner = number.refs.get("range_with")
    if isinstance(partner, Draft) and partner.start > number.start:
        return partner.end
    return number.end



_CLAUSE_COMMA = re.compile(r",(?!\s*(?:where|compared|versus|vs\.?|relative|respectively)\b)")


def crosses_clause(between: str) -> bool:
    """A comma that starts another clause ('..., and resolves', '..., while') lies between two phrases;
    ', where ...' and ', compared with ...' continue the same statement."""
    return "," in between and _CLAUSE_COMMA.search(between) is not None


NEW_PREDICATE = re.compile(r"\b(?:and|but|while|whereas)\s+(?:\w+ly\s+)?(?:achiev|resolv|reach|obtain|attain|yield|"
                            r"deliver|record|scor|maintain|retain|enabl|show)\w*")


def is_system_noun(word: str, rules: ResultRules) -> bool:
    """'baseline', 'model', 'framework' and their plurals ('hybrid architectures')."""
    return word in rules.model_nouns or (word.endswith("s") and word[:-1] in rules.model_nouns)
