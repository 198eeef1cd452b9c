"""Resolution: one decision per stretch of text from the candidates and their votes."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .acronyms import acronym_mentions
from .candidates import P_ACRONYM, P_LEXICON, P_METRIC, P_SHAPE, Mention, _occurrences
from .context import (
    _evaluated_on,
    _possessive_systems,
    _share_labels_in_lists,
    context_labels,
    listed_with_names,
)
from .families import compound_model_mentions, model_mentions
from .lexicons import lexicon_mentions
from .metrics import _join_hyphenated_metrics, metric_mentions
from .proposals import denoted_mentions, proposal_mentions
from .shapes import abbreviations, shape_mentions, styled_mentions
from .view import TextView

if TYPE_CHECKING:
    from .lexicons import EntityRules


def resolve_overlaps(mentions: list[Mention]) -> list[Mention]:
    """Keep, among overlapping mentions, the one with the highest priority, then the longest."""
    kept: list[Mention] = []
    taken = bytearray(max((m.end for m in mentions), default=0) + 1)
    for mention in sorted(mentions, key=lambda m: (-m.priority, -(m.end - m.start), m.start)):
        if 1 not in taken[mention.start : mention.end]:
            kept.append(mention)
            taken[mention.start : mention.end] = b"\x01" * (mention.end - mention.start)
    return sorted(kept, key=lambda m: m.start)


def propagate(view: TextView, mentions: list[Mention], rules: EntityRules) -> list[Mention]:
    """A name established once is recognised at every later mention, with the same label and flags."""
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
            if _inside_hyphenated_name(text, start, end, rules):
                continue  # 'EKF' in 'PrO-EKF' (but 'LeWM' in 'LeWM-style' counts)
            existing = by_span.get((start, end))
            if existing is not None:
                if existing is not source and not existing.proposed and (
                        existing.priority <= source.priority or source.proposed):  # fmt: skip
                    # the label, and the meaning an acronym was defined with ('Trajectory Executability Rate
                    # (TER)', not a lexicon's translation edit rate), come from where the name was established
                    redefined = _defined_otherwise(existing, source, view, rules)
                    if existing.label != source.label or redefined:
                        existing.rule, existing.canonical = source.rule, source.canonical if redefined else \
                            existing.canonical  # fmt: skip
                    existing.label, existing.proposed = source.label, source.proposed or existing.proposed
                    existing.family = existing.family or source.family
                continue
            if view.markup.in_verbatim(start, end):
                continue
            added.append(Mention(start, end, source.label, source.rule, max(source.priority - 1, P_SHAPE + 1),
                                 proposed=source.proposed, family=source.family, canonical=source.canonical))  # fmt: skip
    # a propagated mention replaces weaker overlapping readings, never a stronger one
    return resolve_overlaps(mentions + added)


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


def _inside_hyphenated_name(text: str, start: int, end: int, rules: EntityRules) -> bool:
    if start > 0 and _NAME_JOINERS.match(text[start - 1]):
        return True
    if end < len(text) and text[end] in "-–":
        suffix = re.match(r"[-–]([A-Za-z]+)", text[end:])
        return not (suffix and suffix.group(1).lower() in rules.name_suffixes)
    return bool(end < len(text) and _NAME_JOINERS.match(text[end]))


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
    for mention in mentions:
        if view.text[mention.start : mention.end] in proposed and mention.label in ("method", "dataset", "metric"):
            mention.proposed = True


def find_entities(view: TextView, rules: EntityRules) -> list[Mention]:
    """All method, dataset, model and metric mentions of a document, in order."""
    view.classify(rules)
    known, blocked = lexicon_mentions(view, rules)
    for start, end, rule_id, label in view.pattern_hits:
        if not blocked.overlaps(start, end):
            entry = rules.lookup(view.text[start:end]) if label == "metric" else None
            canonical = entry[2] if entry is not None and entry[2] else view.text[start:end].lower()
            known.append(Mention(start, end, label, rule_id, P_LEXICON,
                                 canonical=canonical if label == "metric" else None))  # fmt: skip
    blocked.extend(_url_spans(view))
    models = model_mentions(view, rules) + compound_model_mentions(view, rules)
    acronyms = acronym_mentions(view, rules, blocked)
    styled = styled_mentions(view, rules, blocked)
    shapes = shape_mentions(view, rules, blocked)
    shapes += _possessive_systems(view, rules, blocked)
    shapes += _evaluated_on(view, rules, blocked)
    candidates = known + models + acronyms + styled + shapes
    candidates += proposal_mentions(view, rules, candidates)
    candidates += denoted_mentions(view, rules, candidates)
    metrics = _join_hyphenated_metrics(view, metric_mentions(view, rules, blocked))
    context_labels(view, candidates, rules)
    candidates += listed_with_names(view, rules, candidates, blocked)
    mentions = resolve_overlaps(candidates + metrics)
    _share_labels_in_lists(view, mentions)
    mentions = propagate(view, mentions, rules)
    sync_proposed(view, mentions)
    return [m for m in mentions if m.priority >= P_ACRONYM or not blocked.contains(m.start, m.end)]


_URL = re.compile(r"(?:https?://|www\.)\S+|[\w\-]+(?:\.[\w\-]+)*\.(?:io|com|org|net|edu|ai|dev|science|app)/\S*",
                  re.IGNORECASE)


_EMAIL = re.compile(r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)*\.[A-Za-z]{2,}")


def _url_spans(view: TextView) -> list[tuple[int, int]]:
    text = view.text
    spans = list(view.markup.verbatim)
    if "://" in text or "www." in text.lower() or "/" in text:
        spans.extend(match.span() for match in _URL.finditer(text))
    if "@" in text:
        spans.extend(match.span() for match in _EMAIL.finditer(text))
    return spans
