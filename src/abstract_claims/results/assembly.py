"""Assembly: one result per outcome number, with the roles its clause fills, in the order the parts decide."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..drafts import Draft
from ..entities import TextView
from .base import (
    ByPosition,
    ClauseCache,
    FoundResult,
    Role,
    Within,
    clause_of,
    clauses,
    is_system_noun,
    range_end,
    range_start,
)
from .baseline import backbone_baseline, baseline_for, share_clause_comparison, versus_values
from .dataset import dataset_for, edition_dataset, is_listed_edition
from .lexicons import ResultRules
from .lists import (
    compared_value_baselines,
    coordinated_groups,
    datasets_of_parallel_list,
    inherit,
    respective_names,
    respective_phrases,
    respectively_pairs,
    share_across_lists,
    shared,
)
from .method import clause_subject, is_arrow_start, is_range_start, method_for
from .metric import CLOSED_ITEM, acronym_after_value, metric_for
from .negation import direction_of, negation_before
from .outcome import outcome_rule
from .ranges import is_spread_start, starting_systems


def find_results(view: TextView, numbers: Sequence[Draft], entities: Sequence[Draft],
                 rules: ResultRules) -> list[FoundResult]:  # fmt: skip
    """One result per outcome number, with the roles its clause fills."""
    if not numbers:
        return []  # many abstracts report no number at all
    all_metrics = ByPosition([e for e in entities if e.type == "metric"])
    all_datasets = ByPosition([e for e in entities if e.type == "dataset"])
    all_methods = ByPosition([e for e in entities if e.type in ("method", "model")])
    all_numbers = ByPosition(numbers)
    all_entities = ByPosition(list(entities))
    proposed = _proposal(view, all_methods.drafts)
    clause_spans = clauses(view)
    number_groups = coordinated_groups(view, numbers)  # '3.49%, 3.13%, and 10.66%'
    paired = respectively_pairs(view, number_groups, entities)
    respective: dict[int, str] = {}
    listed_names: dict[int, tuple[int, int, Draft | None]] = {}
    for group in number_groups:
        phrases = respective_phrases(view, group)
        if phrases:
            respective.update({id(number): phrase for number, phrase in zip(group, phrases, strict=True)})
        names = respective_names(view, group, all_datasets.drafts, all_methods.drafts)  # 'on SPED, ..., respectively'
        if names is not None:
            listed_names.update({id(number): name for number, name in zip(group, names, strict=True)})
    group_of = {id(n): index for index, group in enumerate(number_groups) for n in group}
    # a measure written right after a number belongs to that number
    # ('BLEU-4 +0.38, METEOR +1.95': not a measure its own value follows)
    claimed = {id(m) for n in numbers for m in all_metrics.within(n.end, n.end + 5)
               if not _VALUE_AFTER_MEASURE.match(view.text, m.end) and not CLOSED_ITEM.match(view.text, n.end, m.start)}
    cache = ClauseCache(view)
    found: list[FoundResult] = []
    for number in sorted(numbers, key=lambda d: d.start):
        clause = clause_of(clause_spans, number.start)
        sentence = view.sentence_at(number.start)
        metrics = Within(all_metrics, *clause)
        datasets = Within(all_datasets, *clause)
        methods = Within(all_methods, *sentence)
        rule = outcome_rule(view, number, Within(all_numbers, *sentence), metrics, rules)
        if rule is None or is_listed_edition(view, number, all_datasets):
            continue
        pair = paired.get(id(number), {})
        roles: dict[str, Role | None] = {}
        metric_pair = pair.get("metric")
        roles["metric"] = Role(view.text[metric_pair.start : metric_pair.end], metric_pair,
                               rule="result/metric-respectively") if metric_pair else \
            metric_for(view, number, clause, metrics, claimed, rules, cache)  # fmt: skip
        dataset_pair = pair.get("dataset")
        roles["dataset"] = Role(view.text[dataset_pair.start : dataset_pair.end], dataset_pair,
                                rule="result/dataset-respectively") if dataset_pair \
            else dataset_for(view, number, clause, datasets, Within(all_datasets, *sentence), rules, cache,
                             Within(all_entities, *clause))  # fmt: skip
        listed = listed_names.get(id(number))
        if dataset_pair is None and listed is not None:
            roles["dataset"] = Role(view.text[listed[0] : listed[1]], listed[2], span=(listed[0], listed[1]),
                                    rule="result/dataset-respectively-listed")
        elif dataset_pair is None:  # 'on CodeArena 1.0, 2.0, and Pro': one dataset per edition
            group_index = group_of.get(id(number))
            roles["dataset"] = edition_dataset(view, number, roles["dataset"],
                                               number_groups[group_index] if group_index is not None else None,
                                               all_datasets)  # fmt: skip
        method_pair = pair.get("method")  # not a model: 'gains of 9.5% and 6.5% for Qwen2.5 and Llama-3' are backbones
        roles["method"] = Role(view.text[method_pair.start : method_pair.end], method_pair,
                               rule="result/method-respectively") if method_pair \
            else method_for(view, number, clause, methods, proposed, rules, cache)  # fmt: skip
        # a rejected phrase that is more than the measure is a subject of the clause's own: no system of an earlier
        # clause stands in for it ('; on WiFiTAL, the average performance of WiFiTAD improves by 4.98%')
        own_subject = _no_system_phrase(roles["method"], roles["metric"], rules) and \
            not _same_span(roles["method"], roles["metric"])  # fmt: skip
        if _no_system_phrase(roles["method"], roles["metric"], rules):
            roles["method"] = _system_after_measure(view, roles["method"], roles["metric"], methods, rules)
        if _inside(roles["method"], roles["metric"]):
            if _system_subject(roles["method"], roles["metric"]):
                roles["metric"] = None  # 'our FDP improves by 4.05%': the subject of the change is the system
            else:  # 'search-augmented scores drop by 25-40 points': a modifier of the measure; 'reduces SDLogJ to'
                roles["method"] = None
        baseline_pair = pair.get("baseline")
        if baseline_pair is not None:
            roles["baseline"] = Role(view.text[baseline_pair.start : baseline_pair.end], baseline_pair,
                                     rule="result/baseline-respectively")
        elif id(number) in respective:
            roles["baseline"] = Role(respective[id(number)], rule="result/baseline-respective-modifiers")
        else:
            roles["baseline"] = baseline_for(view, number, clause, methods, rules, cache)
        method = roles["method"]
        if roles["baseline"] is None and method is not None and method.rule == "result/method-proposal-reference":
            roles["baseline"] = backbone_baseline(view, number, methods)
        if roles["metric"] is None and found and found[-1].start == clause[0] and \
                _PARENTHESIS_AFTER_VALUE.fullmatch(view.text, found[-1].number.end, range_start(number)):  # fmt: skip
            # 'by 10.82% (from 15.22% to 4.40%)': the values in parentheses right after a value measure what it does
            roles["metric"] = shared(found[-1].roles.get("metric"), "result/metric-of-value-before-parentheses")
        if found and found[-1].roles.get("metric") is not None and _WHICH_CHANGED.search(
                view.text, max(found[-1].number.end, number.start - 60), number.start):  # fmt: skip
            # 'a Spearman correlation of 0.8 with human ratings, which increased to 0.9': 'which' is the measure
            roles["metric"] = shared(found[-1].roles.get("metric"), "result/metric-of-value-before-which")
        if roles["metric"] is None:
            roles["metric"] = _metric_of_compared_systems(view, roles["method"], found, clause) or \
                _metric_of_parallel_clause(view, number, found) or \
                acronym_after_value(view, number, all_entities.within(number.end, number.end + 20), rules)  # fmt: skip
        list_index = group_of.get(id(number))
        same_list = bool(found) and list_index is not None and group_of.get(id(found[-1].number)) == list_index
        inherit(view, number, roles, found, same_list)
        if roles["method"] is None and clause[0] > view.sentence_at(number.start)[0] and not own_subject:
            sentence = view.sentence_at(number.start)
            first_clause = clause_of(clause_spans, sentence[0])
            roles["method"] = clause_subject(view, first_clause, methods, proposed, rules, cache)
        if (is_range_start(view, number) and not _spread_of_values(view, number)) or is_arrow_start(view, number):
            # 'from 0.506 to 0.110', '(0.73→0.90)': the earlier value is the baseline's; not 'Dice scores ranging
            # from 88.7% to 92.9%', 'gains from 2x to 5x', whose two ends are the one system's spread of values
            roles["method"] = None
        if roles["baseline"] is not None and roles["method"] is not None and roles["baseline"].text == roles["method"].text:
            roles["baseline"] = None
        negation = negation_before(view, number, clause, rules, cache)
        direction = direction_of(view, number, clause, rules, negation)
        if same_list:
            direction = found[-1].direction or direction  # a list shares its verb: 'improves ... by 1.02% and 1.36%'
        found.append(FoundResult(clause[0], clause[1], number, rule, roles, direction,
                                 negated=negation is not None))  # fmt: skip
    share_across_lists(view, found, group_of, rules)
    datasets_of_parallel_list(view, found, number_groups, group_of)
    starting_systems(view, found, all_methods, proposed)
    compared_value_baselines(view, found)
    share_clause_comparison(view, found, rules)
    versus_values(view, found, Within(all_methods, 0, len(view.text)))
    for result in found:
        if result.roles.get("baseline") is not None and result.roles.get("method") is None and \
                (is_range_start(view, result.number) or is_arrow_start(view, result.number)) and \
                not is_spread_start(view, result.number):  # fmt: skip
            # 'reduces WER from 0.42 to 0.22, outperforming QuartzNet': the first end of a change is what it started
            # from, compared with nothing; the later end is the one compared
            result.roles["baseline"] = None
        _give_value_to_compared_system(view, result)
        baseline, method = result.roles.get("baseline"), result.roles.get("method")
        if baseline is not None and method is not None and method.rule in _COMPARED_SYSTEM_RULES and \
                (baseline.text == method.text or (baseline.draft is not None and baseline.draft is method.draft)):
            result.roles["baseline"] = None  # a later pass shared the comparison to the compared system's own value
    return found


def _give_value_to_compared_system(view: TextView, result: FoundResult) -> None:
    """'outperforming Boosting (97%) and Stacking (92%)', 'higher than the feedforward CuBa-LIF network (71%)': a
    score alone in parentheses right after the compared phrase is the compared system's own value, so that
    system is its method and it is compared with nothing (a change in parentheses, '(+5.3%)', '(23.9x)', is the
    subject's)."""
    baseline, method = result.roles.get("baseline"), result.roles.get("method")
    number = result.number
    if baseline is None or baseline.span is None or baseline.span[1] > number.start:
        return
    if method is not None and method.rule in _COMPARED_SYSTEM_RULES:
        return  # 'outperforming models like Grok-2 (67.2%)': the name is already the value's system
    if number.fields.get("kind") not in ("percent", "scalar") or view.text[number.start] in "+-−":
        return
    if not _OWN_VALUE_IN_PARENTHESES.fullmatch(view.text, baseline.span[1], number.start) or \
            not _CLOSING_PARENTHESIS.match(view.text, range_end(number)):  # fmt: skip
        return
    result.roles["method"] = Role(baseline.text, baseline.draft, span=baseline.span,
                                  rule="result/method-compared-phrase-before-value")
    result.roles["baseline"] = None


_OWN_VALUE_IN_PARENTHESES = re.compile(r"\s*\(\s*[~≈$]?")
_CLOSING_PARENTHESIS = re.compile(r"\$?\s*\)")


# the method rules that give a value to the system compared with ('outperforming GPT-4o (44.58)')
_COMPARED_SYSTEM_RULES = frozenset(["result/method-before-parenthesized-value", "result/method-compared-listed-values",
                                    "result/method-compared-system-values", "result/method-compared-system-which",
                                    "result/method-achieved-by-after-value"])
# 'ranging from', 'varies from', 'spanning from': a spread of one system's values, never a change
_SPREAD_WORD_BEFORE = re.compile(r"\b(?:rang\w*|vary\w*|vari\w*|span\w*|between)\s+(?:\w+\s+)?from\s+[^\w]*$", re.IGNORECASE)


def _spread_of_values(view: TextView, number: Draft) -> bool:
    """The first end of 'from X to Y' that spreads one system's values ('Dice scores ranging from 88.7% to 92.9%',
    'from 2x to 5x'), not a change ('improvement from 0.855 to 0.864')."""
    return number.fields.get("kind") in ("multiplier", "delta") or \
        _SPREAD_WORD_BEFORE.search(view.text, max(0, number.start - 40), number.start) is not None  # fmt: skip


# a measure with its own value right after it: 'BLEU-4 +0.38', 'SSIM=0.9936', 'recall of 0.83'
_VALUE_AFTER_MEASURE = re.compile(r"\s*(?:=|:|of\s)?\s*[~≈$]?[+\-−]?\d")
_PARENTHESIS_AFTER_VALUE = re.compile(r"\s*\(\s*(?:from\s+|i\.e\.,?\s+|vs\.?\s+|versus\s+|compared\s+(?:to|with)\s+)?[^\w\s()]*")


_WHICH_CHANGED = re.compile(r",\s*which\s+(?:then\s+|further\s+|significantly\s+)?(?:increased|rose|improved|grew|dropped|"
                            r"decreased|fell|declined|climbed|jumped)\s+(?:further\s+)?(?:to|by)\s+(?:about\s+|over\s+|"
                            r"nearly\s+|approximately\s+|up\s+to\s+)?[^\w\s]*$")
_COMPARISON_MARKER = re.compile(r"\b(?:compared\s+(?:to|with)|than|over|outperform\w*|surpass\w*|exceed\w*|vs\.?|versus|"
                                r"against|beat\w*|relative\s+to)\b")


def _metric_of_compared_systems(view: TextView, method: Role | None, found: Sequence[FoundResult],
                                clause: tuple[int, int]) -> Role | None:  # fmt: skip
    """'it achieved 85.8% success rate compared to LLM+P (55.0%), LLM-as-Planner (19.2%), and
    Tree-of-Thoughts (3.3%)': the values of the systems compared with measure what the value before does."""
    if method is None or method.rule != "result/method-before-parenthesized-value" or method.span is None:
        return None
    first_name = method.span[0]
    index = len(found) - 1
    while index >= 0 and found[index].start == clause[0]:
        earlier = found[index].roles.get("method")
        if earlier is None or earlier.rule != "result/method-before-parenthesized-value" or earlier.span is None:
            break
        first_name = earlier.span[0]
        index -= 1
    if index < 0 or found[index].start != clause[0] or found[index].number.end > first_name:
        return None
    if not _COMPARISON_MARKER.search(view.text, found[index].number.end, first_name):
        return None
    return shared(found[index].roles.get("metric"), "result/metric-of-compared-systems")


_RESULT_VERB_BEFORE = re.compile(r"\b(?:reach|achiev|obtain|attain|scor|record|yield|get)\w*\s+(?:only\s+|just\s+|merely\s+|"
                                 r"about\s+|around\s+|nearly\s+|approximately\s+|roughly\s+|up\s+to\s+|over\s+)?[^\w\s]*$")
_NOTHING_AFTER = re.compile(r"[^\w\s]*\s*(?:[,.;)]|$|(?:while|whereas|but|respectively)\b)")
_CONTRAST = re.compile(r"\b(?:while|whereas)\b|,\s*(?:but|and|which)\b|;")


def _metric_of_parallel_clause(view: TextView, number: Draft, found: Sequence[FoundResult]) -> Role | None:
    """'the best agent achieves only 38.69% accuracy, while the OpenAI CUA agent reaches just 22.69%': a value
    a result verb reports with no measure of its own, in a clause parallel to one whose value names it."""
    if not found:
        return None
    previous = found[-1]
    text = view.text
    if view.sentence_at(previous.number.start) != view.sentence_at(number.start) or previous.roles.get("metric") is None:
        return None
    if not _RESULT_VERB_BEFORE.search(text, max(previous.number.end, number.start - 40), number.start):
        return None
    if not _NOTHING_AFTER.match(text, range_end(number)) or not _CONTRAST.search(text, previous.number.end, number.start):
        return None
    return shared(previous.roles.get("metric"), "result/metric-of-parallel-clause")


def _no_system_phrase(method: Role | None, metric: Role | None, rules: ResultRules) -> bool:
    """A method phrase (no claim) that cannot name a system: it ends in a function word or a verb ('overall accuracy
    of', 'semi-PD maintains'), is a lone 'proposed', ends in a vague measure ('average TSC values', 'f1-scores of
    the model performance'), or holds the value's measure ('superior Dice')."""
    if method is None or method.draft is not None:
        return False
    words = method.text.lower().split()
    if not words:
        return True
    last = words[-1]
    if last in _FUNCTION_WORDS or last in rules.result_verbs or last in _REPORT_VERBS or words == ["proposed"]:
        return True
    if last in rules.vague_measures:
        return True
    return metric is not None and _inside(metric, method)


def _system_after_measure(view: TextView, method: Role | None, metric: Role | None, methods: Within,
                          rules: ResultRules) -> Role | None:  # fmt: skip
    """'the accuracy of QwQ-32B improved', 'the F-measure scores of CAM-EDIT are': the system named after the
    measure in the subject phrase; 'semi-PD maintains': the phrase without its verb; else none."""
    if method is None or method.span is None:
        return None
    words = method.text.split()
    if len(words) > 1 and words[-1].lower() in _REPORT_VERBS and not (metric is not None and _inside(metric, method)):
        # 'semi-PD maintains lower latency ...': the subject phrase ran into its verb
        kept = method.text[: method.text.rstrip().rfind(" ")].rstrip()
        if kept.split()[-1].lower() not in _FUNCTION_WORDS:
            return Role(kept, span=(method.span[0], method.span[0] + len(kept)), rule=method.rule)
    if metric is None or metric.span is None or not _inside(metric, method):
        return None
    named = methods.inside(metric.span[1], method.span[1])
    if named:
        return Role(view.text[named[-1].start : named[-1].end], named[-1], rule=method.rule)
    # 'the test loss of compressed LLMs', 'the average performance of WiFiTAD': a system noun or a name after 'of'
    after = _OF_SYSTEM.match(view.text, metric.span[1], method.span[1])
    if after is None or after.end() != method.span[1]:
        return None
    last = after.group("np").split()[-1]
    if not is_system_noun(last.lower(), rules) and not _NAME_SHAPE.fullmatch(last):
        return None
    return Role(after.group("np"), span=after.span("np"), rule=method.rule)


_OF_SYSTEM = re.compile(r"\s+of\s+(?:the\s+|a\s+|an\s+)?(?P<np>[^\s,;()]+(?:\s+[^\s,;()]+){0,3})")
# a name: a capital or a digit after its first letter, or a hyphen ('WiFiTAD', 'QwQ-32B')
_NAME_SHAPE = re.compile(r"[A-Za-z][\w\-.]*[A-Z0-9\-][\w\-.]*")


_FUNCTION_WORDS = frozenset(["of", "the", "a", "an", "for", "to", "with", "and", "or", "on", "in", "by", "from", "at"])
# verbs a subject phrase can run into: 'semi-PD maintains', 'the model remains'
_REPORT_VERBS = frozenset(["maintains", "remains", "shows", "demonstrates", "exhibits", "provides", "offers", "achieves",
                           "performs", "presents"])


def _same_span(one: Role | None, other: Role | None) -> bool:
    return one is not None and other is not None and one.span is not None and one.span == other.span


def _inside(inner: Role | None, outer: Role | None) -> bool:
    """A role written inside another role's phrase."""
    if inner is None or outer is None or inner.span is None or outer.span is None:
        return False
    return outer.span[0] <= inner.span[0] and inner.span[1] <= outer.span[1]


def _system_subject(method: Role | None, metric: Role | None) -> bool:
    """A method or model claim read as the measure only because it is the subject of a change verb."""
    return method is not None and metric is not None and method.draft is not None and metric.draft is None \
        and metric.rule == "result/metric-subject-of-change-verb"  # fmt: skip


_POSSESSIVE = re.compile(r"['’]s\b")
_CAPITALISED_WORD = re.compile(r"[A-Z][a-z]+")


def _proposal(view: TextView, methods: Sequence[Draft]) -> Draft | None:
    """The abstract's own method: the first method it proposes that is written as a name, not a lone
    capitalised word ('Spatiotemporal' opening a sentence is no name of a contribution) nor the owner of
    a submission ('This paper presents HITSZ's submission': a team)."""
    proposed = [m for m in methods if m.type == "method" and m.fields.get("proposed")
                and not _POSSESSIVE.match(view.text, m.end)]  # fmt: skip
    named = [m for m in proposed if not _CAPITALISED_WORD.fullmatch(str(m.fields.get("name")))]
    if named or proposed:
        return named[0] if named else proposed[0]
    # 'We present FooLM, a 7B language model ...': a model the abstract introduces is its proposal
    return next((m for m in methods if m.type == "model" and ("entity/we-propose" in (m.rule, *m.evidence) or
                                                               _INTRODUCED.search(view.text, max(0, m.start - 40), m.start))),
                None)  # fmt: skip


# the words right before a name the abstract introduces: 'We present ', 'this report introduces '
_INTRODUCED = re.compile(r"(?:\b[Ww]e\s+(?:\w+ly\s+)?|\b(?:paper|work|report)\s+)(?:present|introduce|release|propose|develop|"
                         r"build|train|open-source)(?:s|d|ed)?\s+$")
