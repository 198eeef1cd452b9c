"""Lists of values and names: coordinated values, 'respectively' pairing, and the roles a list shares."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from itertools import pairwise

from ..drafts import Draft
from ..entities import TextView
from .base import COMPARATIVE_GAP, ROLES, FoundResult, Role, last_match, range_end, range_start
from .lexicons import ResultRules


def coordinated_groups(view: TextView, drafts: Sequence[Draft]) -> list[list[Draft]]:
    """Runs of drafts joined by ', ', ' and ', ', and ' only: '3.49%, 3.13%, and 10.66%'."""
    groups: list[list[Draft]] = []
    current: list[Draft] = []
    for draft in sorted(drafts, key=lambda d: d.start):
        if current and _LIST_SEPARATOR.fullmatch(view.text, current[-1].end, draft.start):
            current.append(draft)
        else:
            if len(current) > 1:
                groups.append(current)
            current = [draft]
    if len(current) > 1:
        groups.append(current)
    return groups


_LIST_SEPARATOR = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+")


def respectively_pairs(view: TextView, number_groups: Sequence[Sequence[Draft]],
                       entities: Sequence[Draft]) -> dict[int, dict[str, Draft]]:  # fmt: skip
    """Pair a list of numbers with the list of names that follows it: 'X, Y and Z in A, B and C'."""
    pairs: dict[int, dict[str, Draft]] = {}
    if not number_groups:
        return pairs  # (no list of numbers: the lists of names are not needed)
    by_type: dict[str, list[Draft]] = {}
    for entity in entities:
        by_type.setdefault(entity.type, []).append(entity)
    name_groups = {entity_type: coordinated_groups(view, items) for entity_type, items in by_type.items()}
    for group in number_groups:
        sentence_end = view.sentence_at(group[-1].start)[1]
        says_respectively = "respectively" in view.text[group[-1].end : sentence_end]
        for entity_type, groups in name_groups.items():
            for names in groups:
                if len(names) != len(group):
                    continue
                after = _PAIRED_AFTER.fullmatch(view.text, group[-1].end, names[0].start) is not None
                # 'On the ALFWorld and WebShop benchmarks, X achieves 87.3% and 62.1%, respectively'
                before = names[-1].end <= group[0].start and view.sentence_at(names[0].start) == \
                    view.sentence_at(group[0].start) and says_respectively  # fmt: skip
                role = "metric" if entity_type == "metric" else entity_type
                if entity_type in ("method", "model"):
                    # '14.5% and 31.3% over LLaVA-Rad and MedGemma'; 'surpasses D-DPCC and AdaDPCC ..., achieving
                    # reductions of 20% and 9.4%, respectively': the names are what the values are compared with
                    against = _PAIRED_AGAINST.fullmatch(view.text, group[-1].end, names[0].start) or \
                        (before and _COMPARED_BEFORE.search(view.text, max(0, names[0].start - 40), names[0].start))  # fmt: skip
                    if against:
                        after, role = True, "baseline"
                if after or before:
                    for number, name in zip(group, names, strict=True):
                        pairs.setdefault(id(number), {})[role] = name
    return pairs


_PAIRED_AFTER = re.compile(r"[^.;]{0,30}?\b(?:in|on|for|of|across)\s+(?:the\s+)?(?:[a-z]+-[a-z][a-z\-]*\s+)?")
_OWN_SCOPE = re.compile(r"\s*for\s+(?:the\s+)?[A-Za-z]")
_PAIRED_AGAINST = re.compile(r"[^.;]{0,30}?\b(?:over|than|against|versus|vs\.|compared\s+(?:to|with))\s+(?:the\s+)?")
_COMPARED_BEFORE = re.compile(r"\b(?:outperform\w*|surpass\w*|exceed\w*|beat\w*|over|than|against|versus|vs\.|"
                              r"compared\s+(?:to|with))\s+(?:the\s+)?$")


def respective_phrases(view: TextView, group: Sequence[Draft]) -> list[str] | None:
    """'outperforming human-labeled and embedding-based baselines by ... 17.64 and 18.02 ..., respectively':
    the shared head distributed over the coordinated modifiers, one phrase per number."""
    sentence_end = view.sentence_at(group[-1].start)[1]
    if "respectively" not in view.text[group[-1].end : sentence_end]:
        return None
    before = view.text[view.sentence_at(group[0].start)[0] : group[0].start]
    found = re.search(r"\b(?:outperform\w*|over|than|exceed\w*|surpass\w*)\s+(?P<mods>(?:[\w\-]+,?\s+)+?and\s+[\w\-]+)\s+(?P<head>\w+)\s+by\b", before)
    if not found:
        return None
    modifiers = [m.strip() for m in re.split(r",\s*|\s+and\s+", found.group("mods")) if m.strip() and m.strip() != "and"]
    if len(modifiers) != len(group):
        return None
    return [f"{modifier} {found.group('head')}" for modifier in modifiers]


def parallel_items(view: TextView, first: Draft, second: Draft, rules: ResultRules) -> bool:
    """Two values listed side by side: a comma or 'and' between them, a few words and no verb of their own."""
    between = view.text[range_end(first) : range_start(second)]
    words = re.findall(r"[A-Za-z][\w\-]*", between)
    return bool(re.search(r",|\band\b", between)) and len(words) <= 5 and not re.search(r"[;:()]", between) and \
        not any(word.lower() in rules.result_verbs or word.lower() in rules.comparison_verbs for word in words)  # fmt: skip


def _labelled_items(view: TextView, first: Draft, second: Draft, rules: ResultRules) -> bool:
    """Two items of a list of values with their labels: 'a 2x increase in QPS per chip and a 55% reduction',
    '2x fewer parameters, 6x lower generation latency': a change word in the first item's label ('increase',
    'lower') is no verb; after the last separator only a few words and no verb before the second value."""
    text = view.text
    between = text[range_end(first) : range_start(second)]
    if re.search(r"[;:()]", between) or text[max(0, range_start(first) - 1) : range_start(first)] == "/":
        return False  # 'by up to 2.01%/1.27% in 3D Object Detection': a slash pair is paired on its own
    separator = last_match(re.finditer(r",\s*(?:and\s+)?|\s+and\s+", between))
    if separator is None:
        return False
    label = re.findall(r"[A-Za-z][\w\-]*", between[: separator.start()])
    rest = re.findall(r"[A-Za-z][\w\-]*", between[separator.end() :])
    return 0 < len(label) <= 6 and len(rest) <= 2 and \
        not any(word.lower() in rules.result_verbs or word.lower() in rules.comparison_verbs for word in rest)  # fmt: skip


def inherit(view: TextView, number: Draft, roles: dict[str, Role | None], found: Sequence[FoundResult],
            same_list: bool) -> None:  # fmt: skip
    """Roles a number shares with the result before it: along a list ('by 1.02% and 1.36%') every role the
    first fills; across 'while' in the same sentence ('..., while reducing cost by 1.73x') the baseline."""
    if not found:
        return
    previous = found[-1]
    if same_list:
        for role in ROLES:
            if roles.get(role) is None and previous.roles.get(role) is not None:
                roles[role] = shared(previous.roles[role], "result/shared-along-list")
        own, listed = roles.get("metric"), previous.roles.get("metric")
        if own is not None and listed is not None and own.span is not None and listed.span is not None \
                and own.span[1] <= listed.span[0] < range_start(number) \
                and (listed.draft is not None or len(listed.text.split()) > 1):  # fmt: skip
            # '... and Jaccard indices of 72.85, 79.31': a measure before the one the list's earlier value took
            # is another list's
            roles["metric"] = shared(listed, "result/shared-along-list")
        return
    if number.refs.get("range_with") is previous.number:  # '0-7%': the two ends measure one thing
        for role in ("metric", "dataset", "baseline"):
            if roles.get(role) is None and previous.roles.get(role) is not None:
                roles[role] = shared(previous.roles[role], "result/shared-along-range")
    between = view.text[previous.number.end : number.start]
    same_sentence = view.sentence_at(previous.number.start) == view.sentence_at(number.start)
    if same_sentence and roles.get("metric") is None and _COMPARED_VALUE.search(view.text, previous.number.end, range_start(number)):
        # '40-53% of our top candidates were validated as interesting, compared to 0-7% for a SHAP-based
        # baseline', '1.39 vs. 1.59': the value compared with the one before measures the same thing
        roles["metric"] = shared(previous.roles.get("metric"), "result/metric-of-compared-value")
    if same_sentence and re.search(r"\bwhile\b", between):
        if roles.get("baseline") is None:
            roles["baseline"] = shared(previous.roles.get("baseline"), "result/shared-across-while")
        if roles.get("method") is None:
            roles["method"] = shared(previous.roles.get("method"), "result/shared-across-while")



_COMPARED_VALUE = re.compile(r"(?:\bcompared\s+(?:to|with)|\bversus|\bvs\.?|\bagainst)\s+(?:only\s+|just\s+)?$")


def share_across_lists(view: TextView, found: Sequence[FoundResult], group_of: dict[int, int],
                       rules: ResultRules) -> None:
    """Roles a list of values shares once all its results are found: a baseline named after the list ('... by
    4.1%, 3.6% and 2.9%, respectively, over VideoMAE'), a measure right after its last value ('+3.1 and +2.7
    chrF++'), and the baseline of parallel items of one clause ('by 52.2% for indoor and 53.2% for outdoor')."""
    lists: dict[int, list[FoundResult]] = {}
    for result in found:
        if id(result.number) in group_of:
            lists.setdefault(group_of[id(result.number)], []).append(result)
    for members in lists.values():
        baseline = next((r.roles["baseline"] for r in reversed(members) if r.roles.get("baseline")), None)
        for result in members:
            own = result.roles.get("method")
            if result.roles.get("baseline") is None and (baseline is None or own is None or own.text != baseline.text):
                # not the list's own system: 'outperforming a ReAct baseline at 30.6% and 43.1%'
                result.roles["baseline"] = shared(baseline, "result/baseline-shared-by-list")
        if not members:
            continue
        metric = members[-1].roles.get("metric")
        if metric is not None and metric.draft is not None and metric.draft.start >= members[-1].number.end and \
                (re.fullmatch(r"\s*(?:in\s+(?:the\s+)?)?", view.text[members[-1].number.end : metric.draft.start])
                 or re.fullmatch(COMPARATIVE_GAP, view.text[members[-1].number.end : metric.draft.start])):  # fmt: skip
            for result in members[:-1]:
                own = result.roles.get("metric")
                if own is None or own.draft is not metric.draft:
                    result.roles["metric"] = shared(metric, "result/metric-after-list")
    for previous, result in pairwise(found):
        if result.roles.get("metric") is None and previous.roles.get("metric") is not None \
                and previous.start == result.start and parallel_items(view, previous.number, result.number, rules) \
                and _same_scope_word(view, previous, result):  # fmt: skip
            # 'we reduce forgetting by 52.2% for indoor and 53.2% for outdoor', '33.3% Pass@1 on BrowseComp-zh
            # and 18.3% on BrowseComp-en': values scoped alike measure one thing
            result.roles["metric"] = shared(previous.roles["metric"], "result/metric-of-parallel-items")
        if result.roles.get("baseline") is None and previous.roles.get("baseline") is not None \
                and previous.start == result.start and parallel_items(view, previous.number, result.number, rules) \
                and not (previous.roles["baseline"].rule == "result/baseline-backbone-after-value"  # type: ignore[union-attr]
                         and _OWN_SCOPE.match(view.text, range_end(result.number))):  # fmt: skip
            # not 'by 6% for VideoLLaMA2 and 11% for video-SALMONN': each value names the model it improved
            result.roles["baseline"] = shared(previous.roles["baseline"], "result/baseline-of-parallel-items")
    for previous, result in pairwise(found):
        metric = previous.roles.get("metric")
        if metric is not None and previous.start == result.start \
                and _VERSUS.fullmatch(view.text, range_end(previous.number), range_start(result.number)):  # fmt: skip
            # '(FID: 67.18 vs. 210.4)', '(RSNA: mIoU: 76.58% vs. 62.58%)': the value set against another one is
            # of the same measure, not of a measure named later ('... vs. 210.4, KID: ...')
            result.roles["metric"] = shared(metric, "result/metric-of-versus-value")
    for previous, result in reversed(list(pairwise(found))):
        # '+4.36 BLEU and +0.051 COMET above the zero-shot baseline', '5.4% improvement in mIoU and 2.1x acceleration
        # compared to the multi-sweep method': a comparison written after the last item of a list of values with
        # their measures is every item's, as after a bare list of values
        later = result.roles.get("baseline")
        if previous.roles.get("baseline") is None and later is not None and later.rule in _TRAILING_BASELINE_RULES \
                and later.span is not None and later.span[0] > range_end(result.number) \
                and previous.start == result.start \
                and (parallel_items(view, previous.number, result.number, rules)
                     or _labelled_items(view, previous.number, result.number, rules)) \
                and _method_text(previous) == _method_text(result) \
                and _alike_items(view, previous.number, result.number, later.span[0]) \
                and not _OWN_SCOPE.match(view.text, range_end(previous.number)) \
                and not _appositive(view, previous.number, result.number):  # fmt: skip
            previous.roles["baseline"] = shared(later, "result/baseline-of-later-parallel-item")


_VERSUS = re.compile(r"\s*(?:vs\.?|versus)\s*")


# a label right after a value, as each item of such a list has ('+4.36 BLEU'; not 'an accuracy of 77.78%, an 11.11%
# improvement over X', where the later item is a change of the earlier one)
_LABEL_AFTER = re.compile(r"[^\w\s,;]*\s*(?!and\b|or\b)[A-Za-z]")
# 'improves accuracy by 12% and ...': an item 'M by V' of a list of changes
_BY_BEFORE = re.compile(r"\bby\s+(?:up\s+to\s+|about\s+|over\s+|nearly\s+)?[^\w\s]*$")
# the rules that read a comparison written after the value ('+0.051 COMET above the zero-shot baseline')
_TRAILING_BASELINE_RULES = frozenset(["result/baseline-marker-after-value", "result/baseline-marker-after-scope",
                                      "result/baseline-than-after-comparative", "result/baseline-of-later-parallel-item"])


_MARKER_WORDS = frozenset(["over", "than", "above", "below", "versus", "vs", "against", "compared", "to", "with", "relative",
                           "in", "comparison", "beyond", "ahead", "of", "as", "opposed", "the", "a", "an"])


def _alike_items(view: TextView, first: Draft, second: Draft, compared: int) -> bool:
    """Two items written alike: both 'V measure' ('+4.36 BLEU and +0.051 COMET above X') or both 'M by V'
    ('accuracy by 12% and similarity by 5% over X'); not 'reaches 84.1% top-1 accuracy, 0.8% above MAE', where the
    later value is the margin of the earlier one over X."""
    text = view.text
    labelled = [word for word in re.findall(r"[A-Za-z][\w\-@]*", text[range_end(second) : compared])
                if word.lower() not in _MARKER_WORDS]
    if labelled:
        return _LABEL_AFTER.match(text, range_end(first)) is not None
    return all(_BY_BEFORE.search(text, max(0, range_start(value) - 12), range_start(value)) for value in (first, second))


_ARTICLE_BEFORE = re.compile(r"\b(?:an?|the)\s+(?:\w+\s+)?[^\w\s]*$", re.IGNORECASE)


def _appositive(view: TextView, first: Draft, second: Draft) -> bool:
    """'achieved 83.6% average accuracy, a 9.7% improvement over X', 'an FID of 2.53 at 512x512, with a 2.7x
    speedup over X': the later value restates or adds to the earlier one ('with', an article the earlier one
    lacks), no item of the same list."""
    text = view.text
    if re.search(r"\bwith\s+(?:an?|the)\b", text[range_end(first) : range_start(second)]):
        return True
    return bool(_ARTICLE_BEFORE.search(text, max(0, range_start(second) - 20), range_start(second))) and \
        not _ARTICLE_BEFORE.search(text, max(0, range_start(first) - 20), range_start(first))  # fmt: skip


def _method_text(result: FoundResult) -> str | None:
    method = result.roles.get("method")
    return method.text if method is not None else None


_VALUE_TAIL = re.compile(r"(?:\s*(?:\$|\\times|×|(?:times|percent|points?|pp)\b))*+\s*")
_SCOPE_WORD = re.compile(r"(?:for|on|over|across|at|compared|than|versus|vs)\b")


def _same_scope_word(view: TextView, first: FoundResult, second: FoundResult) -> bool:
    """Both values followed by the same scope word ('for', 'on', 'compared'; not 'in', which as often names the
    measure: '6% in AP and 10% in AR'), the first one after its own measure ('33.3% Pass@1 on ...')."""
    text = view.text
    position = _VALUE_TAIL.match(text, range_end(first.number)).end()  # type: ignore[union-attr]
    metric = first.roles.get("metric")
    if metric is not None and metric.span is not None and position <= metric.span[0] <= position + 1:
        position = metric.span[1]
    first_word = _SCOPE_WORD.match(text, _VALUE_TAIL.match(text, position).end())  # type: ignore[union-attr]
    second_word = _SCOPE_WORD.match(text, _VALUE_TAIL.match(text, range_end(second.number)).end())  # type: ignore[union-attr]
    return first_word is not None and second_word is not None and first_word.group() == second_word.group()


def shared(role: Role | None, rule: str) -> Role | None:
    """The role another result filled, now filled for this one by ``rule``."""
    return None if role is None else replace(role, rule=rule)


_MORE_COMPARED = re.compile(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+)[^\w\s]*\d")


def compared_value_baselines(view: TextView, found: Sequence[FoundResult]) -> None:
    """'40-53% of our candidates were validated, compared to 0-7% for a SHAP-based baseline': the system the
    compared value names is the baseline of the value (or range) it is compared with; not so when several
    are compared ('compared with 40.3% for SimPO and 35.1% for DPO')."""
    for index, result in enumerate(found):
        method = result.roles.get("method")
        if method is None or method.rule != "result/method-for-compared-value" or index == 0 or method.span is None \
                or _MORE_COMPARED.match(view.text, method.span[1]):  # fmt: skip
            continue
        first = index - 1
        if found[first].number.refs.get("range_with") is result.number:
            first -= 1  # 'compared to 0-7%': the range's first end is no compared value of its own
        if first < 0:
            continue
        earlier = [found[first]]
        partner = found[first].number.refs.get("range_with")
        if first > 0 and partner is found[first - 1].number:
            earlier.append(found[first - 1])
        for other in earlier:
            if other.start == result.start and other.roles.get("baseline") is None:
                other.roles["baseline"] = Role(method.text, method.draft, span=method.span,
                                               rule="result/baseline-system-of-compared-value")


# the names a list of values is paired with: 'on SPED, Pitts30k-test, MSLS-val, and Nordland, respectively'
_LIST_NAME = r"(?:[A-Z0-9(][^\s,;]*|[a-z][\w\-]*[A-Z0-9][^\s,;]*)"
_NAMES_RESPECTIVELY = re.compile(
    r"(?:[^.;]|\.(?=\d)){0,90}?\b(?:on|in|across|for)\s+(?:the\s+)?(?:[a-z]+\s+){0,2}?(?:datasets?|benchmarks?)?:?\s*"
    rf"(?P<list>{_LIST_NAME}(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+|\s+){_LIST_NAME}){{0,12}})"
    r"(?:\s+(?:datasets?|benchmarks?|data|sets?|splits?|corpora))?\s*,?\s*respectively\b")
_LIST_SEPARATOR = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+")
_NAME_ITEM = re.compile(r"(?:[A-Z0-9][^\s,]*|[a-z][\w\-]*[A-Z0-9][^\s,]*)(?:\s+[A-Z0-9(][^\s,]*){0,3}")


def respective_names(view: TextView, group: Sequence[Draft], datasets: Sequence[Draft],
                     others: Sequence[Draft]) -> list[tuple[int, int, Draft | None]] | None:  # fmt: skip
    """'98.9%, 95.8%, 94.5%, and 96.0% Recall@1 on SPED, Pitts30k-test, MSLS-val, and Nordland, respectively': the
    names of the list after the values, one per value, also where the entity stage read only some of them as
    datasets ('Nordland', 'CAS(ME)^2'): each item is name-shaped, at least one is a dataset claim, none is a
    method or model claim. The item's span and its dataset claim, if any."""
    text = view.text
    sentence_end = view.sentence_at(group[-1].start)[1]
    if "respectively" not in text[group[-1].end : sentence_end]:
        return None
    found = _NAMES_RESPECTIVELY.match(text, group[-1].end, sentence_end)
    if found is None:
        return None
    start = found.start("list")
    items: list[tuple[int, int]] = []
    position = start
    for separator in _LIST_SEPARATOR.finditer(text, start, found.end("list")):
        items.append((position, separator.start()))
        position = separator.end()
    items.append((position, found.end("list")))
    if len(items) != len(group) or not all(_NAME_ITEM.fullmatch(text, a, b) for a, b in items):
        return None
    if any(o.start <= a and o.end >= b for o in others for a, b in items):
        return None  # 'for MuRIL and XLM-R': systems, not data
    claimed = [next((d for d in datasets if d.start < b and d.end > a), None) for a, b in items]
    if not any(claimed):
        return None
    return [(a, b, claim) for (a, b), claim in zip(items, claimed, strict=True)]


_SCOPE_OF_ITS_OWN = re.compile(r"\b(?:on|across|in|for)\s+(?:the\s+)?[A-Z]")
_RESPECTIVELY_AFTER = re.compile(r"[^.;]{0,40}?\brespectively\b")


def datasets_of_parallel_list(view: TextView, found: Sequence[FoundResult], number_groups: Sequence[Sequence[Draft]],
                              group_of: dict[int, int]) -> None:  # fmt: skip
    """'obtaining 64.7 on OSWorld-G, 40.2 on UI-Vision, and 73.1 on OSWorld-GR, surpassing the previous best by
    4.1, 3.2, and 2.9 points, respectively': a later list of values that 'respectively' closes and that has no
    dataset of its own (none, or only the last dataset named before it) is measured, item by item, on the datasets
    of as many results right before it in the sentence, each on a dataset of its own."""
    index_of = {id(result.number): index for index, result in enumerate(found)}
    for group in number_groups:
        if len(group) < 2 or any(id(number) not in index_of for number in group):
            continue
        members = [found[index_of[id(number)]] for number in group]
        own = {role.text if (role := member.roles.get("dataset")) is not None else None for member in members}
        last = group[-1]
        sentence = view.sentence_at(last.start)
        if not _RESPECTIVELY_AFTER.match(view.text, range_end(last), sentence[1]):
            continue
        first_index = index_of[id(group[0])]
        if first_index < len(group):
            continue
        earlier = found[first_index - len(group) : first_index]
        if earlier[0].number.start < sentence[0] or group_of.get(id(earlier[-1].number)) == group_of.get(id(last)):
            continue
        datasets = [result.roles.get("dataset") for result in earlier]
        texts = [role.text for role in datasets if role is not None]
        if len(texts) != len(group) or len(set(texts)) != len(texts):
            continue  # each earlier value on a dataset of its own, or the lists are not parallel
        if own != {None} and own != {texts[-1]}:
            continue  # the later list has datasets of its own (not only the last one named before it)
        last_role = datasets[-1]
        after_earlier = max(earlier[-1].number.end, last_role.span[1] if last_role is not None and last_role.span else 0)
        if _SCOPE_OF_ITS_OWN.search(view.text, after_earlier, group[0].start):
            continue  # 'and improves accuracy on ScreenSpot by 4.1 and 3.2 points': a scope of its own
        for member, role in zip(members, datasets, strict=True):
            member.roles["dataset"] = shared(role, "result/dataset-of-parallel-list")
