"""'From X to Y': a change reported by its two ends. The earlier value is the starting system's, the later
one the system that changed it, measured against that starting system (guidelines, clarification 6: the
baseline is what the number is compared against). 'GUI-RC boosts Qwen2.5-VL-3B from 80.1% to 83.6%': 80.1%
is Qwen2.5-VL-3B's, 83.6% GUI-RC's against Qwen2.5-VL-3B."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..drafts import Draft
from ..entities import TextView
from .base import ByPosition, FoundResult, Role, range_end
from .method import is_range_start

# words before 'from' that make 'from X to Y' a spread of values, not a change: 'ranging from 20% to 60%',
# 'speedups from 2.3 to 128.4 times', 'varies from 21.6 percent (Claude) to 43.2 percent (Llama)'
_SPREAD_BEFORE = re.compile(
    r"\b(?:rang\w*|vary\w*|vari\w*|span\w*|between|gains?|improvements?|speedups?|reductions?|"
    r"margins?|spread)\s+(?:\w+\s+)?from\s+[^\w]*$", re.IGNORECASE)
# the starting system in parentheses after the earlier value: 'from 35.0 (DoRA) to 36.4'
_FROM_BEFORE = re.compile(r"\bfrom\s+[^\w\s]*$")
_NAMED_TO = re.compile(r"[^\w\s]*\s*\([^()]{1,60}\)\s*to\s+[^\w\s]*")
_OPEN = re.compile(r"\s*\(\s*")
_CLOSE = re.compile(r"\s*\)")
# the model a change verb acts on, right before the range: 'boosts Qwen2.5-VL-3B from', 'boosting the
# Qwen3-1.7B's accuracy from', 'improves Qwen2.5-VL's performance, increasing POPE accuracy by 4.1 percent (from'
_VERB_BEFORE = re.compile(r"\b[a-z]+(?:s|ed|ing)\s+(?:the\s+)?$")
_OBJECT_TO_RANGE = re.compile(r"\s+from\s+[^\w]*$")
_POSSESSOR_TO_RANGE = re.compile(r"\s*['’`]s\s+(?:[^\s,;:()]+\s+){0,5}?from\s+[^\w]*$")
# the model the change is measured on, right after the later value: 'from 0.20 to 0.61 on FLUX.1-dev',
# 'from 38% to 42.7% for ViT-Small' (not 'with M': what the value was reached with is its method)
_ON_AFTER = re.compile(r"\s*(?:\)\s*)?(?:on|for)\s+(?:the\s+)?")
_NEAR = 80
# 'from 12.3% to 7.1% over the evaluation sets', 'over successive iterations': where or when, no system
_SCOPE_HEADS = frozenset(["set", "sets", "subsets", "splits", "dataset", "datasets", "benchmark", "benchmarks",
                          "suites", "tasks", "iterations", "rounds", "epochs", "steps", "runs", "years", "time"])
# 'up to 50% (from 38% to 57%)': the range in parentheses right after a value (and its measure)
_SPELLED_OUT = re.compile(r"\s*(?:[A-Za-z\-]+\s+){0,3}\(\s*from\s+[^\w]*")

START_RULE = "result/method-range-start-system"  # the earlier value is the starting system's
END_RULE = "result/baseline-range-start-system"  # the later value is compared with the starting system
PROPOSAL_RULE = "result/method-proposal-on-base-model"  # 'F1 increases from 37.0 to 54.5 on Llama-3.2-3B'


def starting_systems(view: TextView, found: Sequence[FoundResult], methods: ByPosition,
                     proposed: Draft | None) -> None:  # fmt: skip
    """Fill the roles of the two ends of each 'from X to Y' whose starting system the sentence names."""
    by_number = {id(result.number): result for result in found}
    for index, start in enumerate(found):
        partner = start.number.refs.get("range_with")
        end = by_number.get(id(partner)) if isinstance(partner, Draft) and is_range_start(view, start.number) else None
        if end is None and index + 1 < len(found) and _FROM_BEFORE.search(view.text, max(0, start.number.start - 8), start.number.start) \
                and _NAMED_TO.fullmatch(view.text, start.number.end, found[index + 1].number.start):  # fmt: skip
            end = found[index + 1]  # 'from 35.0 (DoRA) to 36.4': each end names its system
        if end is None or _is_spread(view, start):
            continue
        system, from_model = _starting_system(view, start, end, found[index - 1] if index else None, methods)
        if system is None:
            continue
        start.roles["method"] = Role(system.text, system.draft, span=system.span, rule=START_RULE)
        start.roles["baseline"] = None
        if end.roles.get("method") is not None and end.roles["method"].text == system.text:  # type: ignore[union-attr]
            end.roles["method"] = None
        if end.roles.get("method") is None and from_model and proposed is not None and end.direction == "increase":
            end.roles["method"] = Role(view.text[proposed.start : proposed.end], proposed, rule=PROPOSAL_RULE)
        end.roles["baseline"] = Role(system.text, system.draft, span=system.span, rule=END_RULE)


def _is_spread(view: TextView, start: FoundResult) -> bool:
    return is_spread_start(view, start.number)


def is_spread_start(view: TextView, number: Draft) -> bool:
    """The first end of 'from X to Y' that spans values ('ranging from 20% to 60%', 'from 2x to 5x', a
    respectively-list), not the two ends of a change."""
    if number.fields.get("kind") in ("multiplier", "delta"):
        return True  # 'from 2x to 5x': a spread of gains
    sentence = view.sentence_at(number.start)
    if "respectively" in view.text[number.end : sentence[1]]:
        return True
    return bool(_SPREAD_BEFORE.search(view.text, max(sentence[0], number.start - 60), number.start))


def _starting_system(view: TextView, start: FoundResult, end: FoundResult, earlier: FoundResult | None,
                     methods: ByPosition) -> tuple[Role | None, bool]:  # fmt: skip
    """The system the earlier value belongs to, and whether it is a model the change was made on."""
    text = view.text
    inside = _OPEN.match(text, start.number.end)
    if inside is not None:  # 'from 35.0 (DoRA) to 36.4'
        named = methods.starting_at(inside.end())
        if named is not None and _CLOSE.match(text, named.end):
            return Role(text[named.start : named.end], named, rule=START_RULE), False
    clause_start = start.start
    for model in methods.reversed_within(max(clause_start, start.number.start - _NEAR), start.number.start):
        if model.type != "model" or model.end > start.number.start or _is_measure(start, model):
            continue  # 'reducing MAE from 13.18 m': the measure, whatever else the name can be
        if (_OBJECT_TO_RANGE.fullmatch(text, model.end, start.number.start)
                and _VERB_BEFORE.search(text, max(clause_start, model.start - 30), model.start)) \
                or _POSSESSOR_TO_RANGE.fullmatch(text, model.end, start.number.start):  # fmt: skip
            return Role(text[model.start : model.end], model, rule=START_RULE), True
        break
    after = _ON_AFTER.match(text, range_end(start.number))
    named = methods.starting_at(after.end()) if after is not None else None
    if named is not None and after is not None and (named.type == "model" or after.group().rstrip().endswith("for")):
        return Role(text[named.start : named.end], named, rule=START_RULE), True
    for result in (end, start):  # 'outperforms B, boosting the score from 42.2 to 44.8', 'from 26% to 42% over B'
        baseline = result.roles.get("baseline")
        if baseline is not None and baseline.text.split()[-1].lower() not in _SCOPE_HEADS and (baseline.rule == "result/baseline-marker-after-value"
                                     or (baseline.span is not None and baseline.span[1] <= start.number.start)):
            return baseline, False
    # 'up to 50% (from 38% to 57%)': the range spells out the value before it, and shares its baseline
    if earlier is not None and _SPELLED_OUT.fullmatch(text, earlier.number.end, start.number.start):
        baseline = earlier.roles.get("baseline")
        if baseline is not None:
            return baseline, False
    return None, False


def _is_measure(result: FoundResult, name: Draft) -> bool:
    metric = result.roles.get("metric")
    return metric is not None and metric.span is not None and metric.span[0] < name.end and name.start < metric.span[1]
