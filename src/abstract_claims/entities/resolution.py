"""Resolution: one decision per stretch of text, from the candidates the passes propose and the votes they cast.

The passes (:mod:`.lexicons`, :mod:`.shapes`, :mod:`.families`, :mod:`.acronyms`, :mod:`.metrics`,
:mod:`.proposals`, :mod:`.context`) never set a reading themselves: they propose candidates (a span, a label,
the proposing rule and its priority) and cast votes on them (:class:`~.candidates.Vote`: a rule id, a label, a
strength). A span decided not to be an entity is a :class:`~.candidates.Rejection` with its rule and reason.
This module decides, by the following policy, in this order:

1. **Not an entity.** A span the rules read as no entity (a term of the generic lexicon, a language or a
   language pair, an organization, a URL, the acronym of a generic phrase) is blocked: the passes propose
   nothing overlapping it, and a candidate that lies inside it is dropped at the end, unless it is an acronym
   definition or a name the abstract proposes (priority P_ACRONYM or more). After the entity rules, a name
   written on a measured number is a unit ('GB' of '24GB VRAM'), and a span the task rules read as a task is
   a task, decided by :func:`abstract_claims.tasks.resolve_with_entities` (:func:`settle_tasks`).
2. **Type.** A candidate starts with its proposing rule's label; a vote changes it only within its tier
   (``S_*``, weakest first):

   - context (``S_CONTEXT``: 'on X', 'the X benchmark', 'benchmarks like X') and coordination with a dataset
     (``S_LIST``) re-type only a *method* reading (the default of a name that says nothing about itself) of a
     candidate proposed below the lexicons (P_LEXICON);
   - an appositive or the noun of a naming verb (``S_APPOSITIVE``: 'X, a benchmark of ...', 'a suite, dubbed
     X') re-types a candidate proposed below the lexicons, or an acronym definition whose method is the default,
     or a lexicon's name that the abstract proposes as its own ('This paper presents XSum, a modular pipeline');
   - the noun before the name it introduces (``S_KIND_BEFORE``: 'we design a distillation method, X') re-types
     a candidate proposed below the lexicons, or any acronym definition;
   - a compound model name the abstract proposes is its own system, a method (``S_PROPOSED_SYSTEM``); the two
     halves of an acronym definition read alike (``S_PARTNER``); a later mention of an established name reads
     as it was established (``S_REPEATED``; see :func:`propagate` for which mentions it may re-type).
   - one name, one type: the mentions of a name pool their votes, and the strongest vote at any mention decides
     every mention it could have re-typed by the rules above, earlier ones too ('the first large-scale FVQA
     dataset, FVQ-20K, which ...' ... 'Along with the FVQ-20K dataset'); 'on X' and a kind noun that does not
     name the name ('the first SFDLA benchmark', 'two CTF datasets') do not count, and a tie of disagreeing
     votes changes nothing (:func:`pool_readings`, before :func:`propagate`).

   The passes run in a fixed order (see :func:`~.passes.find_entities`), so that a pass reads the readings
   decided before it. A vote that does not change the label is kept as evidence.
3. **Span.** Among overlapping candidates the highest priority wins, then the longest, then the earliest:
   proposed (P_PROPOSED) > acronym definition > model family > lexicon > styled > metric > context > name
   shape > Title Case (:func:`resolve_overlaps`); coordination votes are cast on the winners, then names
   established once are found again at every later mention (:func:`propagate`) and win over weaker overlaps.
4. **Provenance.** A claim's ``rule`` is the rule whose vote decided its label (the proposing rule when no vote
   changed it); its ``evidence`` lists the other rules that voted, the proposing rule first, then in the order
   they voted (:attr:`~.candidates.Mention.decision`, :attr:`~.candidates.Mention.evidence`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from operator import attrgetter
from typing import TYPE_CHECKING, Protocol, TypeVar

from .candidates import (
    LINK,
    P_ACRONYM,
    P_LEXICON,
    P_METRIC,
    P_SHAPE,
    R_TASK,
    R_UNEXPLAINED,
    R_UNIT,
    S_APPOSITIVE,
    S_CONTEXT,
    S_EVIDENCE,
    S_KIND_BEFORE,
    S_LIST,
    S_PROPOSED_SYSTEM,
    S_REPEATED,
    Mention,
    Rejection,
    Vote,
    _occurrences,
    by_surface,
)
from .shapes import _classify_name, abbreviations
from .view import TextView

if TYPE_CHECKING:
    from .lexicons import EntityRules

REPEATED_NAME = "entity/repeated-name"


def open_to(mention: Mention, strength: int) -> bool:
    """Whether a vote of this strength may re-type the candidate at all (a pass reads no context where no
    vote of its tier could count). See the module docstring, point 2."""
    if strength >= S_PROPOSED_SYSTEM:
        return True
    below_lexicons = mention.priority < P_LEXICON
    if strength in (S_CONTEXT, S_LIST):
        return below_lexicons and mention.label == "method"
    if strength in (S_APPOSITIVE, S_KIND_BEFORE):
        # (what the abstract says its own name is beats a lexicon's reading of the same word: 'This paper
        # presents XSum, a modular pipeline for ...' is not the XSum dataset)
        return below_lexicons or mention.priority == P_ACRONYM or (mention.proposed and mention.priority == P_LEXICON)
    return False


def cast(view: TextView, rules: EntityRules, mention: Mention, vote: Vote) -> bool:
    """Record a vote on a candidate and apply the policy: whether it changed the reading."""
    mention.votes += (vote,)
    if vote.label == mention.label or not open_to(mention, vote.strength):
        return False
    if vote.strength == S_APPOSITIVE and mention.priority == P_ACRONYM and not (
            mention.label == "method" and _classify_name(view.text[mention.start : mention.end], rules) is None):  # fmt: skip
        return False  # an acronym's 'method' is a default an appositive may change; a typed acronym stays
    mention.label = vote.label
    mention.decided_by = vote.rule
    return True


def resolve_overlaps(mentions: list[Mention]) -> list[Mention]:
    """Keep, among overlapping mentions, the one with the highest priority, then the longest. A weaker
    candidate of the same span and label is a vote for the one kept (its deciding rule goes to the evidence)."""
    if _apart_in_order(mentions):
        return list(mentions)  # (nothing overlaps: each is kept, in this order; most of propagate's calls)
    return _resolve_by_priority(mentions)


def _resolve_by_priority(mentions: list[Mention]) -> list[Mention]:
    """:func:`resolve_overlaps` for any mentions: each taken in order of priority, then length, where no stronger
    one lies."""
    kept: list[Mention] = []
    taken = bytearray(max((m.end for m in mentions), default=0) + 1)
    by_span: dict[tuple[int, int], Mention] = {}
    for mention in sorted(mentions, key=lambda m: (-m.priority, -(m.end - m.start), m.start)):
        if taken.find(1, mention.start, mention.end) == -1:  # (no slice copied per candidate)
            kept.append(mention)
            by_span[mention.start, mention.end] = mention
            taken[mention.start : mention.end] = b"\x01" * (mention.end - mention.start)
            continue
        winner = by_span.get((mention.start, mention.end))
        if winner is not None and winner.label == mention.label:
            decision = mention.decided_by or mention.rule
            if decision != (winner.decided_by or winner.rule):
                winner.votes += (Vote(decision, mention.label, S_EVIDENCE),)
    return sorted(kept, key=_START)


_START = attrgetter("start")


def _apart_in_order(mentions: list[Mention]) -> bool:
    """Whether the mentions are non-empty, in order of start, and none starts before the one before it ends."""
    previous_end = 0
    for mention in mentions:
        if mention.start < previous_end or mention.end <= mention.start:
            return False
        previous_end = mention.end
    return True


def propagate(view: TextView, mentions: list[Mention], rules: EntityRules) -> list[Mention]:
    """A name established once is recognised at every later mention, with the same label and flags: a new
    candidate where no rule proposed one, decided by ``entity/repeated-name`` with the source's deciding rule
    as evidence; an existing candidate that is not proposed and was proposed no stronger than the source (or
    the source is proposed) takes the source's reading by the same vote."""
    pool_readings(view, mentions, rules)
    text = view.text
    established: dict[str, Mention] = {}
    for mention in mentions:
        if mention.label == "metric" and mention.priority <= P_METRIC:
            continue
        surface = text[mention.start : mention.end]
        if len(surface) < 2 or rules.is_generic(surface):
            continue
        current = established.get(surface)
        if current is None or (mention.proposed, mention.priority) > (current.proposed, current.priority):
            established[surface] = mention
    _add_abbreviations(established)
    by_span = {(m.start, m.end): m for m in mentions}
    added: list[Mention] = []
    for surface, source in sorted(established.items(), key=lambda item: -len(item[0])):
        for start, end in _occurrences(text, surface):
            existing = by_span.get((start, end))
            if existing is source:
                continue  # (the name where it was established: nothing to copy, whatever stands around it)
            if _inside_hyphenated_name(text, start, end, rules) or _in_link(text, start):
                continue  # 'EKF' in 'PrO-EKF' (but 'LeWM' in 'LeWM-style' counts); 'github.com/.../DSDBench
            if existing is not None:
                if existing is not source and not existing.proposed and (
                        existing.priority <= source.priority or source.proposed):  # fmt: skip
                    # the label, and the meaning an acronym was defined with ('Trajectory Executability Rate
                    # (TER)', not a lexicon's translation edit rate), come from where the name was established
                    redefined = _defined_otherwise(existing, source, view, rules)
                    repeated = Vote(REPEATED_NAME, source.label, S_REPEATED)
                    if existing.label != source.label or redefined:
                        # (``rule`` follows the source, as the task rules read it; the votes keep both)
                        existing.votes += (Vote(existing.rule, existing.label, S_EVIDENCE),
                                           Vote(source.decision, source.label, S_EVIDENCE), repeated)  # fmt: skip
                        existing.rule, existing.canonical = source.rule, source.canonical if redefined else \
                            existing.canonical  # fmt: skip
                        existing.decided_by = REPEATED_NAME
                    else:
                        existing.votes += (repeated,)
                    existing.label, existing.proposed = source.label, source.proposed or existing.proposed
                    existing.family = existing.family or source.family
                continue
            if view.markup.in_verbatim(start, end) or (source.label == "metric" and _inside_longer_metric(
                    text, mentions, start, end)):  # fmt: skip
                continue  # 'average BLEU scores' is the measure, with its modifiers (clarification 5), not 'BLEU'
            added.append(Mention(start, end, source.label, source.rule, max(source.priority - 1, P_SHAPE + 1),
                                 proposed=source.proposed, family=source.family, canonical=source.canonical,
                                 votes=(Vote(source.decision, source.label, S_EVIDENCE),),
                                 decided_by=REPEATED_NAME))  # fmt: skip
    # a propagated mention replaces weaker overlapping readings, never a stronger one
    return resolve_overlaps(mentions + added)


SAME_NAME = "entity/same-name"


def _fixed(mention: Mention, surface: str, rules: EntityRules) -> bool:
    """A reading its proposing rule gave from what the name is (a lexicon entry, a model family, a 'Bench'
    suffix, a lexicon's acronym), which no other mention of the name overrides."""
    if mention.decided_by is not None:
        return False
    return not (mention.label == "method" and (mention.priority < P_LEXICON or mention.priority == P_ACRONYM)
                and _classify_name(surface, rules) is None)  # fmt: skip


# the kind noun right after a name, naming it ('Along with the FVQ-20K dataset'), not a modifier's ('two CTF
# datasets', 'a SEA embedding benchmark', 'ProtoDepth on benchmark dataset sequences')
_OWN_KIND_AFTER = re.compile(r"\s+(?:dataset|benchmark|corpus|suite|leaderboard|challenge|testbed)(?![\w\-])"
                             r"(?!\s+(?:datasets?|benchmarks?|data|sets?|splits?|tasks?|sequences?|questions?)\b)",
                             re.IGNORECASE)  # fmt: skip
_DEFINITE_BEFORE = re.compile(r"(?:\b(?:[Tt]he|[Oo]ur|[Tt]his)\s+|^\s*|[.:;(]\s+)$")


def _pooled_votes(view: TextView, mention: Mention) -> list[Vote]:
    """The votes on a mention that may decide the other mentions of its name: what the abstract says the name
    is (an appositive, the noun before, a proposal: S_APPOSITIVE and up), a list shared with a dataset, a kind
    named before a list or a bracket, and a kind noun after the name that names the name itself. 'on X' and
    the other words around a name count only where they are ('on CTF' can be a setting, not an evaluation)."""
    pooled: list[Vote] = []
    text = view.text
    if mention.end < len(text) and text[mention.end] in "-–" and text[mention.end + 1 : mention.end + 2].isalnum():
        return pooled  # 'Video-R1' of 'two datasets: Video-R1-COT-165k ...' is another name's first part
    for vote in mention.votes:
        if not S_CONTEXT <= vote.strength <= S_PROPOSED_SYSTEM or vote.rule == "dataset/on-name":
            continue
        if vote.rule == "dataset/kind-after-name" and not (
                _OWN_KIND_AFTER.match(text, mention.end)
                and _DEFINITE_BEFORE.search(text, max(0, mention.start - 8), mention.start)):  # fmt: skip
            continue  # 'the first SFDLA benchmark', 'existing CIR datasets': the name is the benchmark's topic
        pooled.append(vote)
    return pooled


def pool_readings(view: TextView, mentions: list[Mention], rules: EntityRules) -> None:
    """One name, one type: the mentions of a name in an abstract pool their evidence, and the strongest decides
    them all. The strongest vote on any mention ('Along with the FVQ-20K dataset', 'X, a benchmark of ...';
    which votes count: :func:`_pooled_votes`) re-types every other mention of the same surface that such a vote
    could re-type (:func:`open_to`: context and lists only a method default below the lexicons) and that no
    vote as strong holds to its own reading ('the first large-scale FVQA dataset, FVQ-20K, which ...', met
    first, said nothing about itself) — earlier mentions as well as later ones. A reading from the name itself
    (a lexicon entry, a model family) is never re-typed, and two votes of one strength that disagree change
    nothing. A re-typed mention after the one with the deciding vote is decided by ``entity/repeated-name``, one
    before it by ``entity/same-name``, with the deciding vote's rule as evidence; the halves of an acronym
    definition follow together."""
    text = view.text
    groups = by_surface(text, (mention for mention in mentions if mention.label != "metric"))
    for surface, group in groups.items():
        if len(group) < 2:
            continue
        votes = {id(mention): _pooled_votes(view, mention) for mention in group}
        strongest = [(vote, mention) for mention in group if not _fixed(mention, surface, rules)
                     for vote in votes[id(mention)]]  # fmt: skip
        if not strongest:
            continue
        top = max(vote.strength for vote, _ in strongest)
        labels = {vote.label for vote, _ in strongest if vote.strength == top}
        if len(labels) > 1:
            continue  # two votes of one strength disagree: nothing to pool
        label = labels.pop()
        source, where = next((vote, mention) for vote, mention in strongest if vote.strength == top)
        for mention in group:
            if mention.label == label or _fixed(mention, surface, rules) or not open_to(mention, top) or any(
                    vote.label == mention.label and vote.strength >= top for vote in votes[id(mention)]):  # fmt: skip
                continue
            rule = REPEATED_NAME if mention.start > where.start else SAME_NAME
            for follower in (mention, mention.partner):
                if follower is not None and follower.label != label:
                    follower.votes += (Vote(source.rule, label, S_EVIDENCE), Vote(rule, label, S_REPEATED))
                    follower.label, follower.decided_by = label, rule




def _inside_longer_metric(text: str, mentions: Sequence[Mention], start: int, end: int) -> bool:
    """Whether a measure's longer span holds [start, end) as words of its own: 'average BLEU scores',
    'validation and test BPC' (not 'EM/F1' nor 'AURC-based loss', which only join or build on the name)."""
    return any(m.label == "metric" and m.start <= start and end <= m.end and m.end - m.start > end - start
               and (m.start == start or text[start - 1].isspace()) and (m.end == end or text[end].isspace())
               for m in mentions)  # fmt: skip


def _in_link(text: str, start: int) -> bool:
    """Whether a name stands in a link: 'https://github.com/KevinCL16/DSDBench', 'huggingface.co/datasets/X'
    (not 'ChatGPT/Copilot')."""
    if text[start - 1 : start] != "/":
        return False
    chunk_start = max(text.rfind(" ", 0, start), text.rfind("\n", 0, start)) + 1
    return LINK.search(text, chunk_start, start) is not None


def _defined_otherwise(existing: Mention, source: Mention, view: TextView, rules: EntityRules) -> bool:
    """The abstract defines an acronym with another meaning than the lexicon's canonical name of the same
    surface: 'Trajectory Executability Rate (TER)' against the lexicon's TER, translation edit rate."""
    if source.partner is None or existing.canonical is None or source.canonical is None:
        return False
    long_form = source if source.is_long_form else source.partner
    entry = rules.lookup(" ".join(view.text[long_form.start : long_form.end].split()))
    if entry is not None and entry[2] == existing.canonical:
        return False  # 'Expected Calibration Error (ECE)' is the lexicon's own ECE
    return _plain_name(source.canonical) != _plain_name(existing.canonical)


def _plain_name(name: str) -> str:
    return " ".join(name.lower().split()).removesuffix("s")


_NAME_JOINERS = re.compile(r"[\w+\-–]")


_HYPHENATED_SUFFIX = re.compile(r"[-–]([A-Za-z]+)")


def _inside_hyphenated_name(text: str, start: int, end: int, rules: EntityRules) -> bool:
    # (the patterns match at a position of the text: no copy of the text after the name per occurrence)
    if start > 0 and _NAME_JOINERS.match(text, start - 1):
        return True
    if end < len(text) and text[end] in "-–":
        suffix = _HYPHENATED_SUFFIX.match(text, end)
        return not (suffix and suffix.group(1).lower() in rules.name_suffixes)
    return bool(end < len(text) and _NAME_JOINERS.match(text, end))


def _add_abbreviations(established: dict[str, Mention]) -> None:
    """Short forms used without a definition: 'Predictive Concept Decoder' -> 'PCDs', 'LeWorldModel' -> 'LeWM'."""
    for surface, mention in list(established.items()):
        for variant in abbreviations(surface):
            current = established.get(variant)
            replaceable = current is None or (not current.proposed and (
                current.priority <= mention.priority or mention.proposed))  # fmt: skip
            if variant != surface and replaceable:
                established[variant] = mention


def sync_proposed(view: TextView, mentions: list[Mention]) -> None:
    """Every mention of a proposed name is proposed; acronym halves share the flag."""
    proposed = {view.text[m.start : m.end] for m in mentions if m.proposed}
    for mention in mentions:
        if mention.partner is not None and mention.partner.proposed:
            proposed.add(view.text[mention.start : mention.end])
    if not proposed:
        return  # (no name to spread the flag of)
    for mention in mentions:
        if view.text[mention.start : mention.end] in proposed and mention.label in ("method", "dataset", "metric"):
            mention.proposed = True


_BARE_CAPITALS = re.compile(r"[A-Z]{2,}s?")
_WORD_AFTER = re.compile(r"(?:-based\b|[\s\-]+([A-Za-z]+))")
# the kind before the name: 'a linear method (PSID)', 'a two-signal model, DPAD', 'the strong method ARR',
# 'methods like LISA'
_KIND_BEFORE = re.compile(r"([A-Za-z]+)\s*(?:[(,]|\s(?:like|such as|including))?\s*$")
_LIST_JOINT = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s(?:and|or)\s+)")
# besides the method nouns: words that say a name is a system's ('a RAG baseline', 'a method called FACE')
_EXPLAINING_WORDS = frozenset(["models", "baseline", "baselines", "called", "named", "dubbed", "termed"])
_DEFAULT_READINGS = frozenset(["entity/name-shape", REPEATED_NAME])


def unexplained_acronyms(view: TextView, mentions: list[Mention], rules: EntityRules,
                         groups: dict[str, list[Mention]] | None = None) -> list[Rejection]:
    """Bare capitals read as a method only by their shape ('KV', 'UAV', 'PTSD'), which the abstract never
    expands, proposes, or calls a method at any mention, are no entity: most such acronyms in abstracts name a
    component, a field term or a domain concept ('the KV cache', 'UAV images'). A mention explains the name when
    a method noun follows it or '-based' ('the LURE estimator', 'a PPO-based framework', 'a RAG baseline'), when
    a method noun comes before it ('a linear method (PSID)', 'methods like LISA'), when it stands alone in
    parentheses after the phrase it abbreviates ('self-critique (PANEL)'), when it is listed with other
    systems ('such as NeRF and SIREN'), or when it is the subject of what systems do ('CTM generates'). Two
    capitals alone ('SR', 'GS') are no name however a mention reads: only a definition or a proposal makes one.
    ``groups`` is ``by_surface(view.text, mentions)`` when the caller has it already."""
    text = view.text
    if groups is None:
        groups = by_surface(text, mentions)
    systems: list[tuple[int, int]] | None = None  # (built at the first name to explain: most abstracts have none)
    coined: list[tuple[int, int]] = []
    rejected: list[Rejection] = []
    for surface, group in groups.items():
        if not _BARE_CAPITALS.fullmatch(surface) or any(
                m.label != "method" or m.decision not in _DEFAULT_READINGS or m.proposed or m.partner is not None
                or not m.read_only_by(_DEFAULT_READINGS) for m in group):  # fmt: skip
            continue
        if systems is None:
            systems = sorted((m.start, m.end) for m in mentions if m.label in ("method", "model"))
            # names surely a system's: known to a lexicon or a context, or coined in mixed case ('YaRN', 'LongRoPE')
            coined = [(m.start, m.end) for m in mentions if m.label in ("method", "model") and (
                m.decision not in _DEFAULT_READINGS or not text[m.start : m.end].removesuffix("s").isupper())]  # fmt: skip
        if len(surface.removesuffix("s")) == 2:
            # two capitals never defined in the abstract ('SR', 'SD map', 'WT', 'PR') abbreviate a field's phrase
            # far more often than they name a method, whatever word follows them (corpus: ~1 in 20 such claims
            # right); listed with a surer name, they are one too ('like PI, YaRN, and LongRoPE')
            if any(_listed_with(text, mention, coined) for mention in group):
                continue
        elif any(_explained(view, mention, rules, systems) for mention in group):
            continue
        rejected.extend(Rejection(m.start, m.end, "rejected/unexplained-acronym", R_UNEXPLAINED) for m in group)
    return rejected


def _explaining(word: str, rules: EntityRules) -> bool:
    """A method noun, in the singular or plural ('approaches', 'techniques'), or a word of _EXPLAINING_WORDS."""
    lower = word.lower()
    return lower in _EXPLAINING_WORDS or any(
        form in rules.method_nouns for form in (lower, lower.removesuffix("s"), lower.removesuffix("es")))


def _explained(view: TextView, mention: Mention, rules: EntityRules, systems: list[tuple[int, int]]) -> bool:
    text = view.text
    after = _WORD_AFTER.match(text, mention.end)
    if after is not None and (after.group(1) is None or _explaining(after.group(1), rules)
                              or (after.group(0)[0].isspace() and after.group(1) in rules.system_verbs)):  # fmt: skip
        return True
    if text[mention.start - 1 : mention.start] == "(" and text[mention.end : mention.end + 1] == ")":
        return True
    sentence_start = view.sentence_at(mention.start)[0]
    before = _KIND_BEFORE.search(text, max(sentence_start, mention.start - 40), mention.start)
    if before is not None and _explaining(before.group(1), rules):
        return True
    return _listed_with(text, mention, systems)


def _listed_with(text: str, mention: Mention, systems: list[tuple[int, int]]) -> bool:
    """The mention stands in a list next to one of ``systems`` ('such as NeRF and SIREN')."""
    return any(_LIST_JOINT.fullmatch(text, end, mention.start) or _LIST_JOINT.fullmatch(text, mention.end, start)
               for start, end in systems if (start, end) != (mention.start, mention.end))  # fmt: skip


class _Span(Protocol):
    start: int
    end: int
    rule: str


_Task = TypeVar("_Task", bound=_Span)


def without_units(mentions: list[Mention], measured: Sequence[_Span], rejected: list[Rejection] | None) -> list[Mention]:
    """A unit written on a number is no name: 'MB' of '30MB', 'GB VRAM' of '24GB VRAM' (the numbers with a
    quantity, when the numbers component ran before)."""
    if not measured:
        return mentions
    kept = []
    for mention in mentions:
        number = next((n for n in measured if n.start < mention.start < n.end), None)
        if number is None:
            kept.append(mention)
        elif rejected is not None:
            rejected.append(Rejection(mention.start, mention.end, number.rule, R_UNIT))
    return kept


def settle_tasks(tasks: list[_Task], mentions: list[Mention], rejected: list[Rejection] | None,
                 resolve: Callable[[list[_Task], list[Mention]], tuple[list[_Task], list[Mention]]],
                 ) -> tuple[list[_Task], list[Mention]]:  # fmt: skip
    """Spans read both as a task and as an entity, decided by the task rules' ordered policy (``resolve``,
    :func:`abstract_claims.tasks.resolve_with_entities`); an entity that loses is rejected as a task."""
    kept_tasks, kept = resolve(tasks, mentions)
    if rejected is not None and len(kept) < len(mentions):
        survivors = {id(mention) for mention in kept}
        for mention in mentions:
            if id(mention) not in survivors:
                task = next(t for t in tasks if t.start < mention.end and mention.start < t.end)
                rejected.append(Rejection(mention.start, mention.end, task.rule, R_TASK))
    return kept_tasks, kept


def rejections_in_order(rejected: list[Rejection], entities: Sequence[tuple[int, int]]) -> list[Rejection]:
    """Each rejected span once (its first reason), in text order; a span inside another for the same reason
    is left out ('language models' in 'Large language models'), and a tentative one where an entity was found
    (``entities``: their spans). Made only when asked for (``extract --explain``)."""
    taken = bytearray(max((end for _, end in entities), default=0) + 1)
    for start, end in entities:
        taken[start:end] = b"\x01" * (end - start)
    seen: dict[tuple[int, int], Rejection] = {}
    for rejection in rejected:
        if not (rejection.tentative and 1 in taken[rejection.start : rejection.end]):
            seen.setdefault((rejection.start, rejection.end), rejection)
    ordered = sorted(seen.values(), key=lambda r: (r.start, -r.end))
    kept: list[Rejection] = []
    for rejection in ordered:
        if not any(k.start <= rejection.start and rejection.end <= k.end and k.reason == rejection.reason
                   for k in kept[-3:]):  # fmt: skip
            kept.append(rejection)
    return kept
