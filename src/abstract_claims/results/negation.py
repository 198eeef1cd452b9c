"""Negation and direction: whether a value stands under a negation, and what the sentence says it did."""

from __future__ import annotations

import re

from ..drafts import Draft
from ..entities import TextView
from .base import ClauseCache
from .lexicons import ResultRules


def negation_before(view: TextView, number: Draft, clause: tuple[int, int], rules: ResultRules,
                    cache: ClauseCache) -> re.Match[str] | None:  # fmt: skip
    """A negation that scopes over the value, in the manner of ConText / negspacy: a trigger before it in the
    clause ('does not improve', 'fails to outperform', 'no significant gain', 'without any improvement'),
    with no terminator ('but', 'however', 'while', ...) between the trigger and the value."""
    folded, trigger_folded = cache.folded(), rules.negation_trigger_folded
    if folded is not None and trigger_folded is not None:  # the same matches, found faster (ClauseCache.folded)
        trigger = cache.last_match_before(trigger_folded, clause, number.start, folded)
    else:
        trigger = cache.last_match_before(rules.negation_trigger, clause, number.start)
    if trigger is None or cache.any_match_within(rules.negation_terminator, clause, trigger.end(), number.start):
        return None
    if number.start - trigger.end() > 80 or _SCOPE_BREAK.search(view.text, trigger.end(), number.start) \
            or cache.unclosed_parentheses(clause, trigger.start()):  # fmt: skip
        return None  # too far, across a new clause, or inside a parenthesis ('71.3% (not pretrained)')
    if trigger.string is not view.text:  # the same trigger, as matched in the text itself
        return rules.negation_trigger.match(view.text, trigger.start())
    return trigger


# a comma ends a negation's scope unless a participle continues the predicate ('fails to outperform the
# baseline, dropping F1 by 2.3 points'); so do relative clauses and a closing parenthesis
_SCOPE_BREAK = re.compile(r",(?!\s*(?:\w+ing|which\s+(?:stays?|remains?|is|was|stands?|stood))\b)"
                          r"|\b(?:which|that|who|where)\b(?!\s+(?:stays?|remains?|is|was|stands?|stood)\b)|\)")
# ... and 'does not improve accuracy on MMLU, which stays at 61.2%' keeps it: the value is the unchanged one
_NEGATED_VERB = re.compile(r"\s*(?:\w+\s+){0,1}?[\w\-]+")  # the verb a negation governs, after an auxiliary
_WORD = re.compile(r"[\w\-]+")
_FROM_BEFORE = re.compile(r"\bfrom\s+$")


def direction_of(view: TextView, number: Draft, clause: tuple[int, int], rules: ResultRules,
               negation: re.Match[str] | None = None) -> str | None:  # fmt: skip
    """What the sentence says the value did: a sign, 'from A to B', or the change words around it; the verb a
    negation governs says nothing ('does not improve accuracy, which stays at 61.2%': no direction)."""
    text = view.text
    value = number.fields["value"]
    surface = text[number.start : number.end]
    if surface.startswith("+"):
        return "increase"
    if surface.startswith(("-", "−")):
        return "decrease"
    partner = number.refs.get("range_with")
    if isinstance(partner, Draft) and _FROM_BEFORE.search(text[max(0, min(number.start, partner.start) - 8) : min(number.start, partner.start)]):
        first, second = sorted((number, partner), key=lambda d: d.start)
        return "increase" if second.fields["value"] > first.fields["value"] else "decrease"
    start = max(clause[0], number.start - 60)
    if negation is not None:
        negated_verb = _NEGATED_VERB.match(text, negation.end())
        start = max(start, negated_verb.end() if negated_verb else negation.end())
    window = text[start : min(clause[1], number.end + 25)].lower()
    words = _WORD.findall(window)
    down = not rules.decrease_words.isdisjoint(words)  # (whether any word is one: a C loop)
    up = not rules.increase_words.isdisjoint(words)
    if number.fields.get("unit") == "x" and "speedup" in words:
        return "increase"
    if down and not up:
        return "decrease"
    if up and not down:
        return "increase"
    del value
    return None

