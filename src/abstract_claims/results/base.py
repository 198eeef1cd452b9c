"""What every part of the result rules shares: the filled role, the found result, clauses and spans."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from ..drafts import Draft
from ..entities import TextView, Token

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
    spans = []
    for start, end in view.sentences:
        position = start
        for match in re.finditer(r";", view.text[start:end]):
            cut = start + match.start()
            spans.append((position, cut))
            position = cut + 1
        spans.append((position, end))
    return [(a + len(view.text[a:b]) - len(view.text[a:b].lstrip()), b) for a, b in spans if view.text[a:b].strip()]


def clause_of(clause_spans: Sequence[tuple[int, int]], position: int) -> tuple[int, int]:
    index = bisect_right(clause_spans, (position, 1 << 62)) - 1
    if index >= 0 and clause_spans[index][0] <= position < clause_spans[index][1]:
        return clause_spans[index]
    return position, position + 1


def tokens_in(view: TextView, start: int, end: int) -> list[Token]:
    """The clause's words: a hard line break is a token of its own in spaCy, and no word of a phrase."""
    return [token for token in view.tokens_between(start, end) if not token.text.isspace()]


class ByPosition:
    """Drafts sorted by start, to take those inside a clause without scanning them all."""

    def __init__(self, drafts: Sequence[Draft]) -> None:
        self.drafts = sorted(drafts, key=lambda d: (d.start, d.end))
        self.starts = [d.start for d in self.drafts]

    def within(self, start: int, end: int) -> list[Draft]:
        return self.drafts[bisect_left(self.starts, start) : bisect_left(self.starts, end)]



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



def crosses_clause(between: str) -> bool:
    """A comma that starts another clause ('..., and resolves', '..., while') lies between two phrases;
    ', where ...' and ', compared with ...' continue the same statement."""
    return bool(re.search(r",(?!\s*(?:where|compared|versus|vs\.?|relative|respectively)\b)", between))


NEW_PREDICATE = re.compile(r"\b(?:and|but|while|whereas)\s+(?:\w+ly\s+)?(?:achiev|resolv|reach|obtain|attain|yield|"
                            r"deliver|record|scor|maintain|retain|enabl|show)\w*")
