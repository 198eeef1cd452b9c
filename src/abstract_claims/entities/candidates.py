"""Candidates and votes: what the passes propose, and the evidence they give for or against a reading."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from .view import TextView

# Priorities of the proposing rules: which reading of a stretch of text wins when candidates overlap.
P_PROPOSED, P_ACRONYM, P_MODEL, P_LEXICON, P_STYLED, P_METRIC, P_CONTEXT, P_SHAPE, P_TITLE = 9, 8, 7, 6, 5, 4, 3, 2, 1

# Strengths of the votes cast on a candidate's type after it was proposed: the tier of the resolver's policy a
# vote belongs to (see :mod:`.resolution` for what each tier may override).
S_EVIDENCE = 0  # recorded only: agrees, or says where a copied reading came from
S_CONTEXT = 1  # the words around a name: 'on X', 'the X benchmark', 'benchmarks like X'
S_LIST = 2  # coordinated with a dataset: 'On CIFAR-10-C, CIFAR-100-C and ImageNet-C'
S_APPOSITIVE = 3  # what the abstract says the name is: 'X, a benchmark of ...', 'a new suite, dubbed X'
S_KIND_BEFORE = 4  # the noun before the name it introduces: 'we design a distillation method, X'
S_PROPOSED_SYSTEM = 5  # 'we propose PointSAM': the paper's own system, not the released model it builds on
S_PARTNER = 6  # the two halves of an acronym definition read alike
S_REPEATED = 7  # a later mention of an established name reads as it was established

NOT_ENTITY = "not_entity"
# Why a span is not an entity (the reasons a :class:`Rejection` carries)
R_TASK = "task"
R_ORGANIZATION = "organization"
R_LANGUAGE = "language"
R_UNIT = "unit"
R_GENERIC_TERM = "generic term"  # a field term of the generic lexicon: 'LLMs', 'GPU', 'PyTorch', 'LiDAR'
R_GENERIC_PHRASE = "generic phrase"  # the acronym of a generic long form: 'large language models (LLMs)'
R_URL = "url"
# a link's host: words joined by dots that end in a top-level domain of letters, then a path ('github.com/x',
# 'huggingface.co/datasets/x', 'pages.cs.huji.ac.il/x'; not 'i.e./' nor 'and/or'), read by the URL rejection
# and by the propagation that finds no name again inside a link
HOST_PATH = re.compile(r"\w\.[A-Za-z]{2,12}/")
# a link anywhere in a text or a word: a scheme, 'www.', or a host before a path
LINK = re.compile(rf"://|www\.|{HOST_PATH.pattern}", re.IGNORECASE)
R_VENUE = "venue"  # a conference of the field: 'NeurIPS', 'INTERSPEECH'
R_SOFTWARE = "software"  # a library or platform: 'MindSpore', 'PyTorch'
R_DOMAIN = "domain term"  # a disease, imaging modality or sensing technology: 'COVID-19', 'WSI'
# the reason each generic lexicon gives (rules/entity_lexicons.jsonl; others: R_GENERIC_TERM)
GENERIC_LEXICON_REASONS = {"generic/generic-acronyms": R_GENERIC_PHRASE, "generic/domain-terms": R_DOMAIN,
                           "generic/venues": R_VENUE, "generic/organizations": R_ORGANIZATION,
                           "generic/software": R_SOFTWARE}  # fmt: skip
R_UNEXPLAINED = "unexplained acronym"  # capitals the abstract never expands, proposes or calls a method: 'KV cache'
R_NOTION = "result or notion"  # a name-shaped word before 'theorem', 'bound', 'conjecture': 'the ANR theorem'
R_ORDINAL = "ordinal label"  # a numbered part of a procedure or a taxonomy: 'In Stage II, ...', 'Type I errors'


class Vote(NamedTuple):
    """Evidence for a reading of a candidate: which rule gives it, the label it votes for, and its strength
    (the tier of the resolver's policy it belongs to, S_*)."""

    rule: str
    label: str
    strength: int


class Rejection(NamedTuple):
    """A span decided not to be an entity: the rule that decided it and why (R_*). A ``tentative`` one was
    read so by one pass without blocking the others: it stands unless an entity was found there."""

    start: int
    end: int
    rule: str
    reason: str
    tentative: bool = False


@dataclass(slots=True)
class Mention:
    """A candidate entity in clean-text offsets: proposed by ``rule`` with ``label`` at ``priority``; the votes
    cast on it since, and the rule whose vote decided its label when that was not the proposing rule."""

    start: int
    end: int
    label: str
    rule: str
    priority: int
    proposed: bool = False
    family: str | None = None
    canonical: str | None = None
    partner: Mention | None = None  # the other half of an acronym definition
    is_long_form: bool = False
    votes: tuple[Vote, ...] = ()
    decided_by: str | None = None

    def overlaps(self, other: Mention) -> bool:
        return self.start < other.end and other.start < self.end

    @property
    def decision(self) -> str:
        """The rule that decided the reading: the last vote that changed the label, else the proposing rule."""
        return self.decided_by or self.rule

    @property
    def evidence(self) -> tuple[str, ...]:
        """The other rules that voted, in the order they voted (the proposing rule first), each once."""
        decision = self.decision
        if not self.votes:  # (most mentions: the proposing rule alone)
            return () if self.rule == decision else (self.rule,)
        ordered = dict.fromkeys([self.rule, *(vote.rule for vote in self.votes)])
        return tuple(rule for rule in ordered if rule != decision)

    def read_only_by(self, rules: frozenset[str]) -> bool:
        """Whether the proposing rule and every vote are among ``rules``: with the decision among them too, the
        mention has no :attr:`evidence` outside them (read without building the evidence tuple)."""
        return self.rule in rules and all(vote.rule in rules for vote in self.votes)


def by_surface(text: str, mentions: Iterable[Mention]) -> dict[str, list[Mention]]:
    """The mentions of each name as written, in the order they come."""
    groups: dict[str, list[Mention]] = {}
    for mention in mentions:
        groups.setdefault(text[mention.start : mention.end], []).append(mention)
    return groups


def _mention(view: TextView, start: int, end: int, label: str, rule: str, priority: int, **extra: object) -> Mention:
    return Mention(start, end, label, rule, priority, **extra)  # type: ignore[arg-type]


def _occurrences(text: str, surface: str) -> list[tuple[int, int]]:
    """Where ``surface`` stands as a whole word (non-overlapping, left to right; no regex to compile per name)."""
    found: list[tuple[int, int]] = []
    if not surface:
        return found
    start = text.find(surface)
    while start != -1:
        end = start + len(surface)
        if (start == 0 or not text[start - 1].isalnum()) and (end == len(text) or not text[end].isalnum()):
            found.append((start, end))
        start = text.find(surface, end)
    return found


class Blocked:
    """Stretches of text decided not to be entities (generic terms, URLs, ...), which no entity may overlap:
    each with the rule and reason that decided it, and a per-character mask so that the per-token test is one
    slice instead of a scan over every span."""

    def __init__(self, length: int) -> None:
        self.spans: list[tuple[int, int]] = []
        self.rejections: list[Rejection] = []
        self.noted: list[Rejection] = []  # read as no entity by one pass, without blocking the others
        self._mask = bytearray(length + 1)

    def append(self, span: tuple[int, int], rule: str, reason: str) -> None:
        self.spans.append(span)
        start, end = span
        self.rejections.append(Rejection(start, end, rule, reason))
        self._mask[start:end] = b"\x01" * (end - start)

    def note(self, span: tuple[int, int], rule: str, reason: str) -> None:
        """A span one pass reads as no entity without blocking the others: a rejection unless another rule
        finds an entity there."""
        self.noted.append(Rejection(span[0], span[1], rule, reason, tentative=True))

    def extend(self, spans: Iterable[tuple[int, int]], rule: str, reason: str) -> None:
        for span in spans:
            self.append(span, rule, reason)

    def overlaps(self, start: int, end: int) -> bool:
        return self._mask.find(1, start, end) != -1  # (no copy of the slice)

    def contains(self, start: int, end: int) -> bool:
        return any(a <= start and end <= b for a, b in self.spans)

    def containing(self, start: int, end: int) -> Rejection | None:
        """The first blocked span holding [start, end), with why it was blocked."""
        if start < end and not self.overlaps(start, end):
            return None  # (no blocked character in it: no span to scan for, the case of most names)
        return next((r for r in self.rejections if r.start <= start and end <= r.end), None)
