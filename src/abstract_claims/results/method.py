"""The method role: the system that achieved a value, mostly the subject of the verb that reports it."""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from itertools import pairwise

from ..drafts import Draft
from ..entities import TextView, Token
from .base import (
    CLAUSE_BREAKS,
    LEADING_WORDS,
    PRONOUNS,
    QUANTIFIERS,
    ClauseCache,
    Role,
    Within,
    is_system_noun,
    last_match,
    last_match_at,
    range_end,
    range_start,
    word_places,
)
from .lexicons import ResultRules

_PROPOSAL_REFERENCE = "result/method-proposal-reference"
# words that start a post-modifier of a subject's noun: 'a human baseline from 1,000+ participants'
_POSTMODIFIER_STARTS = frozenset(["from", "with", "on", "in", "for", "under", "using", "via", "at", "across"])


def _governing_verb(tokens: Sequence[Token], verbs: Sequence[int], count: int, end: int | None = None) -> int | None:
    """Index (in tokens) of the nearest outcome verb among the first ``count`` words (those before the value),
    ``verbs`` being the indices of the clause's outcome-verb words; with ``end``, the words from ``end`` on are
    not read (the verb before a verb)."""
    position = bisect_left(verbs, count) - 1
    while position >= 0:
        if not _used_as_noun(tokens, verbs[position], end) and not _object_of_verb(tokens, verbs, position):
            return verbs[position]
        position -= 1
    return None


def _object_of_verb(tokens: Sequence[Token], verbs: Sequence[int], position: int) -> bool:
    """'achieving I-AUROC scores of 95.4%', 'it reaches Dice scores of 92.05%': a word that is a noun as often
    as a verb, a few words after an outcome verb of the same clause, is that verb's object."""
    index = verbs[position]
    if position == 0:
        return False
    if tokens[index].lower.endswith("ed") and index - verbs[position - 1] == 1:
        return True  # 'our experiments yield improved Macro-F1 scores': a participle before the noun
    if tokens[index].lower not in _NOUN_OR_VERB or index - verbs[position - 1] > 4:
        return False
    return not any(token.lower in CLAUSE_BREAKS for token in tokens[verbs[position - 1] + 1 : index])


# change words that are nouns as often as verbs
_CHANGE_NOUNS = frozenset(["gain", "gains", "increase", "increases", "drop", "drops", "boost", "boosts", "decrease",
                           "decreases", "rise", "rises", "fall", "falls", "cut", "cuts", "lead", "leads"])
# outcome verbs that modify a measure right after a value: '48% lower latency', '23% improved accuracy'
_COMPARATIVE_FORMS = frozenset(["lower", "improved", "reduced", "increased", "decreased", "raised", "boosted", "lowered"])
# outcome words that are nouns as often as verbs, the object of an outcome verb before them
_NOUN_OR_VERB = _CHANGE_NOUNS | {"score", "scores", "match", "matches", "yield", "yields"}


def _used_as_noun(tokens: Sequence[Token], index: int, end: int | None = None) -> bool:
    """'an average IoU increase of 0.22', 'a 14% drop in recall': a change word after an article or a
    measure and before 'of' / 'in' is a noun, no verb that has a subject."""
    word = tokens[index].lower
    following = tokens[index + 1].lower if index + 1 < (len(tokens) if end is None else end) else ""
    previous = tokens[index - 1].lower if index > 0 else ""
    for token in reversed(tokens[max(0, index - 4) : index]):
        if word not in _CHANGE_NOUNS or token.lower in CLAUSE_BREAKS:
            break
        if token.text[:1].isdigit():
            return True  # 'up to 5.72dB PSNR gain on ...', '6.13% IoU gain': a value's change noun
    if word in _COMPARATIVE_FORMS and (previous in ("%", "\\%", "x", "×", "times") or re.fullmatch(r"[\d.,]+", previous)):
        return True  # 'delivers 48% lower decoding latency', '23% improved accuracy': a value's modifier, no verb
    if index > 0 and tokens[index].text[:1].isupper() and tokens[index - 1].text[:1].isalnum():
        return True  # 'an EBI (Error Balance Index) of 68.91': a word of a name, no verb
    if word in _NOUN_OR_VERB and following == "of":
        return True  # 'with HOTA scores of 67.9%', 'yields of': an outcome noun before 'of' has no subject
    return following in ("of", "in") and (previous in ("a", "an", "the") or not (word.endswith("s") or word.endswith("ed")))


def _subject_before(tokens: Sequence[Token], verb: int) -> tuple[int, int] | None:
    """Token range of the noun phrase right before a verb, back to a clause break."""
    end = verb
    while end > 0 and tokens[end - 1].lower.endswith("ly") and tokens[end - 1].text.isalpha():
        end -= 1  # adverbs: 'substantially reduces'
    start = end
    if start > 1 and tokens[start - 1].text == ")" and tokens[verb].lower not in _NOUN_OR_VERB:
        # 'The strongest agent (o3) attains', 'a strong open-source model (Qwen-2.5-VL-72B-Instruct) achieves': the
        # name in parentheses right before the verb is part of the subject
        opening = next((i for i in range(start - 2, max(-1, start - 8), -1) if tokens[i].text in ("(", ")")), None)
        if opening is not None and tokens[opening].text == "(" and opening > 0 and \
                not tokens[opening + 1].text[:1].isdigit() and tokens[opening + 1].text[:1] not in "<>~≈" and \
                not any(token.lower in CLAUSE_BREAKS - {"(", ")"} or token.text.endswith("%")
                        for token in tokens[opening + 1 : start - 1]):  # fmt: skip
            start = opening
    limit = 8 + end - start  # the words in parentheses do not count
    while start > 0 and tokens[start - 1].lower not in CLAUSE_BREAKS and not tokens[start - 1].text.startswith("(") \
            and tokens[start - 1].lower not in _REPORTING_WORDS:  # 'Experiments show our method outperforms ...'
        start -= 1
        if end - start > limit:
            return None
    return (start, end) if end > start and tokens[start].text != "(" else None


# verbs that report a finding: the subject of the finding starts after them ('Experiments show our method ...')
_REPORTING_WORDS = frozenset(["show", "shows", "showed", "demonstrate", "demonstrates", "demonstrated", "reveal", "reveals",
                              "revealed", "confirm", "confirms", "confirmed", "indicate", "indicates", "indicated",
                              "suggest", "suggests", "suggested"])
_ELLIPTICAL_BEFORE = re.compile(r"\s+(?:from\s+)?")
_ELLIPTICAL_OPENING = re.compile(r"(?:[,;]\s*(?:and|while|whereas|but)?|:)\s*(?:the\s+)?$")
_NEAR = 100  # how far before a value a name that belongs to it can end
_FOR_METHOD = re.compile(r"(?:\s+[\w\-]+){0,2}?\s+for\s+(?:the\s+)?")  # not 'with X': a backbone


def method_for(view: TextView, number: Draft, clause: tuple[int, int], methods: Within,
               proposed: Draft | None, rules: ResultRules, cache: ClauseCache) -> Role | None:  # fmt: skip
    """The subject of the verb that reports the number, the paper's own method for 'our method', or the
    first method named before the number in the clause."""
    # '..., and GPT-4-Turbo from 79% to 31%': an elliptical clause names its method before the value
    value_start = range_start(number)
    for candidate in methods.between(value_start - 2 * _NEAR, value_start):
        if candidate.end <= value_start and _ELLIPTICAL_BEFORE.fullmatch(view.text, candidate.end, value_start) and \
                _ELLIPTICAL_OPENING.search(view.text, max(clause[0], candidate.start - _NEAR), candidate.start):  # fmt: skip
            return Role(view.text[candidate.start : candidate.end], candidate, rule="result/method-elliptical-clause")
    # 'over strong baselines like BART (86.67)': a value alone in parentheses right after a name is its
    # (not 'on ETH-XGaze (3.36)': a name after 'on' is where the value was measured, whatever its type)
    for candidate in methods.reversed_between(number.start - _NEAR, number.start):
        if candidate.end <= number.start:
            if _OPENING_ALONE.fullmatch(view.text, candidate.end, number.start) and \
                    _CLOSING_ALONE.match(view.text, number.end) and \
                    not _ON_BEFORE.search(view.text, max(0, candidate.start - 8), candidate.start) and \
                    not _listed_where_measured(view, candidate):  # fmt: skip
                return Role(view.text[candidate.start : candidate.end], candidate,
                            rule="result/method-before-parenthesized-value")
            break
    # 'outperforming a strong Siamese U-Net baseline (0.7108 F1, 0.5514 IoU)', 'outperforming MapAnything
    # (11.99/1.914)': values listed in parentheses right after a system compared with are that system's
    listed = _compared_listed_values(view, number, clause, methods, rules)
    if listed is not None:
        return listed
    # 'lower than the 87.6% achieved by the best-performing LLM': the system the passive names
    achieved = _ACHIEVED_BY_AFTER.match(view.text, range_end(number), clause[1])
    if achieved is not None:
        start, end = achieved.span("np")
        systems = methods.inside(start, end)
        last = achieved.group("np").split()[-1]
        head = last.lower()
        if systems or is_system_noun(head, rules) or head in rules.system_heads or re.fullmatch(r"[A-Z]{2,}s?", last):
            return Role(view.text[start:end], systems[-1] if systems else None, span=(start, end),
                        rule="result/method-achieved-by-after-value")
    # 'compared with the one-stage baseline at a precision of 0.943, a recall of 0.728': the compared system's
    compared = _compared_system_values(view, number, clause, methods, rules)
    if compared is _UNNAMED_SYSTEM:
        return None  # 'surpassing baseline scores of 26% and 27%': a compared system's value, and no name of it
    if compared is not None:
        return compared
    # 'compared to 64-67% for non-transformer models': the value compared with names its own system
    if _COMPARED_VALUE_BEFORE.search(view.text, max(clause[0], value_start - 30), value_start):
        own = _FOR_PHRASE_AFTER.match(view.text, range_end(number), clause[1])
        if own is not None:
            # the value is the named one's, not the subject's: a system when a method or model claim is in the
            # phrase or its head is a system noun ('for larger models', 'for the state-of-the-art model C2P-CLIP'),
            # no system when it names a task or a dataset ('for test selection', 'for other datasets')
            start, end = own.span("np")
            systems = methods.inside(start, end)
            if not systems and not is_system_noun(own.group("np").split()[-1].lower(), rules):
                return None
            return Role(view.text[start:end], systems[-1] if systems else None, span=(start, end),
                        rule="result/method-for-compared-value")
    # "our baseline model's AUC of 0.66", "GPT-4o's accuracy of 71%": the system whose measure the value is
    near = max(clause[0], value_start - 120)  # (an "'s" in the window first: ~5 us a search)
    owner = _POSSESSIVE_MEASURE_BEFORE.search(view.text, near, value_start) \
        if view.text.find("'s", near, value_start) != -1 or view.text.find("’s", near, value_start) != -1 else None  # fmt: skip
    if owner is not None:
        start, end = owner.span("np")
        systems = methods.inside(start, end)
        if systems or is_system_noun(owner.group("np").split()[-1].lower(), rules):
            if systems:
                start = min(start, systems[-1].start)
            return Role(view.text[start:end], systems[-1] if systems else None, span=(start, end),
                        rule="result/method-possessive-before-value")
    # '40.3% for SimPO': the method named right after the number (and its measure); a model there is the
    # backbone the paper's own method ran on when the subject is that method ('it improves accuracy by 6%
    # for VideoLLaMA2')
    after = _FOR_METHOD.match(view.text, range_end(number))
    named = methods.starting_at(after.end()) if after is not None else None
    if named is not None and named.type != "model":
        return Role(view.text[named.start : named.end], named, rule="result/method-for-after-value")
    subject = _subject_method(view, number, clause, methods, proposed, rules, cache)
    if named is not None and (subject is None or subject.rule != _PROPOSAL_REFERENCE):
        return Role(view.text[named.start : named.end], named, rule="result/method-for-after-value")
    # 'Fine-tuning on X boosts accuracy by 7.84% (LLaMA3-8B)': the pretrained model named in parentheses
    # after the value, when the subject names no system claim
    inside = _PARENTHESES_AFTER.match(view.text, range_end(number))
    if inside is not None and (subject is None or subject.draft is None):
        model = next((m for m in methods.between(inside.end(), inside.end() + 1) if m.type == "model"
                      and _CLOSING.match(view.text, m.end)), None)  # fmt: skip
        if model is not None:
            return Role(view.text[model.start : model.end], model, rule="result/method-in-parentheses-after-value")
    return subject


# "<system>'s <measure> of" right before the value: "the baseline model's AUC of ", "GPT-4o's accuracy was "
_POSSESSIVE_MEASURE_BEFORE = re.compile(
    r"(?:^|(?<=\s))(?P<np>(?:(?:our|the|a|an|its|their)\s+)?(?:[A-Za-z][\w\-.]*\s+){0,2}[A-Za-z][\w\-.]*?)['’]s\s+"
    r"(?:[A-Za-z][\w\-@]*\s+){0,3}?[A-Za-z][\w\-@]*\s*(?:of|was|is|were|reached|=|:)\s*"
    r"(?:(?:only|just|about|approximately|around|nearly)\s+|[~≈]\s*)?$")
# a passive naming who reached the value right after it: '87.6% achieved by the best-performing LLM'
_ACHIEVED_BY_AFTER = re.compile(
    r"[^\w\s]*\s*(?:achieved|obtained|reported|attained|reached|scored|recorded)\s+by\s+(?:the\s+|an?\s+)?"
    r"(?P<np>(?!using\b)[A-Za-z][^,;:()]{0,60}?)(?=\s*(?:[,;:()]|\.(?!\d)|$)|\s+(?:on|in|at|with|while|and|for|across|under)\b)")
_OWN_VALUE_VERB = (r"(?:achieves|achieved|reaches|reached|obtains|obtained|yields|yielded|scores|scored|attains|"
                   r"attained|records|recorded|gets|got)")
_COMPARED_SYSTEM_AT = re.compile(r"\b(?:[Cc]ompared\s+(?:to|with)\s+(?:the\s+|an?\s+)?(?P<np>[A-Za-z][^,;:()]{0,60}?)"
                                 r"(?:\s+at|,?\s+which\s+" + _OWN_VALUE_VERB + r")|"
                                 # 'outperforming the Attention U-Net model, which achieved 51.3%': the value of the
                                 # system compared with, in a relative clause of its own
                                 r"(?:outperform(?:s|ed|ing)?|surpass(?:es|ed|ing)?|exceed(?:s|ed|ing)?|beat(?:s|ing)?|"
                                 r"than|over|versus|vs\.?)\s+(?:\(\w{1,4}\)\s+)?(?:the\s+|an?\s+)?"
                                 r"(?P<np2>[A-Za-z][^,;:()]{0,60}?),\s+which\s+(?:only\s+)?" + _OWN_VALUE_VERB + r"|"
                                 # 'substantially outperforming a ReAct baseline at 30.6%, 47.9%, and 43.1%', 'far below
                                 # human performance at 87%': the values after 'at' are the compared system's own
                                 r"(?:outperform(?:s|ed|ing)?|surpass(?:es|ed|ing)?|exceed(?:s|ed|ing)?|beat(?:s|ing)?|"
                                 r"than|over|versus|vs\.?|below|above|behind)\s+(?:the\s+|an?\s+)?"
                                 r"(?P<np3>[A-Za-z][^,;:()\d]{0,60}?)\s+at(?=\s+(?:only\s+|just\s+|about\s+|around\s+)?[~≈$]?\d)|"
                                 # 'surpassing the baseline score of 2.66', 'improving on the zero-shot baseline score
                                 # of 0.519': the compared system's own value
                                 r"(?:outperform(?:s|ed|ing)?|surpass(?:es|ed|ing)?|exceed(?:s|ed|ing)?|beat(?:s|ing)?|"
                                 r"than|over|versus|vs\.?|improv(?:es|ed|ing)\s+(?:up)?on)\s+(?:the\s+|an?\s+)?"
                                 r"(?P<np4>[A-Za-z](?:(?!\s(?:with|of|on|in|at|for|by)\s)[^,;:()\d]){0,40}?)(?:['’]s)?\s+(?:average\s+|mean\s+|overall\s+)?"
                                 r"(?:scores?|accuracy|performance|results?)\s+of(?=\s+[~≈$]?\d))\s+")
_OWN_LIST = re.compile(r"[^;:()]*")
# the words a match of _COMPARED_SYSTEM_AT starts with
_COMPARED_SYSTEM_WORDS = ("compared", "Compared", "outperform", "surpass", "exceed", "beat", "than", "over", "versus",
                          "vs", "below", "above", "behind", "improv")


def _compared_system_values(view: TextView, number: Draft, clause: tuple[int, int], methods: Within,
                            rules: ResultRules) -> Role | None:  # fmt: skip
    """The values listed after 'compared with <system> at / with / which achieves' are that system's: it is a
    method or model claim, or its head is a system noun ('the one-stage baseline')."""
    text = view.text
    near = max(clause[0], number.start - 200)
    # (the last match of _COMPARED_SYSTEM_AT.finditer(text, near, number.end): every match starts with one of the words)
    found = last_match_at(_COMPARED_SYSTEM_AT, text, word_places(text, _COMPARED_SYSTEM_WORDS, near, number.end),
                          number.end)  # fmt: skip
    if found is None or found.end() > number.start or not _OWN_LIST.fullmatch(text, found.end(), number.start):
        return None
    between = [word.strip(",") for word in text[found.end() : number.start].lower().split()] + [""]
    if any((word in rules.result_verbs and following != "of") or word in ("while", "whereas", "but")
           for word, following in pairwise(between)):  # fmt: skip
        return None  # a verb of its own: 'compared with X at 0.9, our model reaches 0.95'
    group = next(name for name in ("np", "np2", "np3", "np4") if found.group(name) is not None)
    start, end = found.span(group)
    systems = methods.inside(start, end)
    words = found.group(group).split()
    if not systems and not is_system_noun(words[-1].lower(), rules):
        return None
    if not systems and len(words) == 1 and group == "np4":
        return _UNNAMED_SYSTEM  # 'the baseline score of 2.66': the bare system noun names no system (guidelines, 6)
    return Role(text[start:end], systems[-1] if systems else None, span=(start, end),
                rule="result/method-compared-system-which" if group == "np2" else "result/method-compared-system-values")


_UNNAMED_SYSTEM = Role("", rule="result/method-compared-system-values")  # a compared system's value, with no name

# a value in a parenthesized list of values with their measures: '(0.7108 F1, 0.5514 IoU)', '(11.99/1.914)'
_VALUE_ITEM = r"[~≈]?[+\-−]?\d[\d.,]*\s*(?:\\?%|x\b|×)?(?:\s*[A-Za-z][\w@\-]*){0,2}"
_LISTED_ITEMS_BEFORE = re.compile(r"\(\s*(?:" + _VALUE_ITEM + r"\s*(?:,|/|;)\s*)*[~≈$]?$")
_LISTED_ITEMS_AFTER = re.compile(r"\s*(?:\\?%|x\b|×)?(?:\s*[A-Za-z][\w@\-]*){0,2}(?:\s*(?:,|/|;)\s*" + _VALUE_ITEM + r")*\s*\)")
_COMPARISON_OPENING = re.compile(r"\b(?:outperform(?:s|ed|ing)?|surpass(?:es|ed|ing)?|exceed(?:s|ed|ing)?|beat(?:s|ing)?|"
                              r"than|over|versus|vs\.?|compared\s+(?:to|with)|against|relative\s+to)\s")


def _compared_listed_values(view: TextView, number: Draft, clause: tuple[int, int], methods: Within,
                            rules: ResultRules) -> Role | None:  # fmt: skip
    """The values listed in parentheses right after a system the sentence compares with (a method or model
    claim, at most a system noun after it: 'a strong Siamese U-Net baseline (0.7108 F1, 0.5514 IoU)') are that
    system's; the parentheses hold two or more values and nothing else but their measures."""
    text = view.text
    sentence_start = view.sentence_at(number.start)[0]  # the clause may begin inside the parentheses
    opening = text.rfind("(", max(sentence_start, number.start - 60), number.start)
    if opening < 0 or not _LISTED_ITEMS_BEFORE.search(text, opening, number.start):
        return None
    closing = _LISTED_ITEMS_AFTER.match(text, range_end(number))
    if closing is None:
        return None
    inside = text[opening + 1 : closing.end() - 1]
    if len(re.findall(r"(?<![\w.])\d", inside)) < 2 or not re.search(r"[,/;]", inside):
        return None  # a value or a range alone ('(10.2%-10.9%)'): the rule before-parenthesized-value reads those
    for candidate in methods.reversed_between(opening - 60, opening):
        if candidate.end > opening:
            continue
        gap = text[candidate.end : opening].split()
        if len(gap) > 1 or (gap and not is_system_noun(gap[0].lower(), rules)):
            return None  # 'U-Net baseline (': a system noun may follow the name, nothing else
        if _ON_BEFORE.search(text, max(0, candidate.start - 8), candidate.start) or _listed_where_measured(view, candidate):
            return None
        scope = re.sub(r"\([^()]*\)", "", text[max(sentence_start, candidate.start - 150) : candidate.start])
        marker = None
        for marker in _COMPARISON_OPENING.finditer(scope):  # noqa: B007
            pass
        if marker is None or re.search(r";|\.\s|\b(?:while|whereas|but)\b", scope[marker.end() :]):
            return None
        if any(word in rules.result_verbs for word in scope[marker.end() :].lower().split()):
            return None  # a verb of its own after the comparison: the name is not the compared one
        return Role(text[candidate.start : candidate.end], candidate, rule="result/method-compared-listed-values")
    return None


def _listed_where_measured(view: TextView, candidate: Draft) -> bool:
    """'first-place performance on ALFWorld Heat (79.1%), PickTwo (95.0%)': the name is an item of a list of
    'name (value)' that 'on' / 'in' / 'across' / 'at' opens, a subset or task the values were measured on, not a
    system ('outperforming GPT-4 (78.8%) and GPT-3.5 (62.1%)', 'followed by Llama (84.99%)')."""
    return _LISTED_AFTER_ON.search(view.text, max(0, candidate.start - 200), candidate.start) is not None


# the items before the name: 'on A (1.2), B (3.4), and '
_LISTED_AFTER_ON = re.compile(r"(?<![\w\-])(?:[Oo]n|[Ii]n|[Aa]cross|[Aa]t)\s+(?:the\s+)?"
                              r"(?:[^\s(),;]+(?:[ \t\n]+[^\s(),;]+){0,3}\s*\([^()]*\)\s*(?:,\s*)?(?:and\s+)?)+$")
_PARENTHESES_AFTER = re.compile(r"\s*\(\s*")
_COMPARED_VALUE_BEFORE = re.compile(r"\b(?:compared\s+(?:to|with)|versus|vs\.?|against)\s+"
                                    r"(?:only\s+|just\s+|approximately\s+|about\s+|around\s+|nearly\s+|roughly\s+)?[^\w\s]*$")
_FOR_PHRASE_AFTER = re.compile(
    r"[^\w\s]*\s*(?:[A-Za-z][\w\-]*\s+){0,2}?for\s+(?:the\s+|an?\s+)?"
    r"(?P<np>[A-Za-z][\w\-]*(?:\.\w[\w\-]*)*(?:\s+(?!(?:and|or|on|in|at|with|while|which|that|across|under)\b)"
    r"[A-Za-z][\w\-]*(?:\.\w[\w\-]*)*){0,4}?)"
    r"(?=\s*(?:[,;:()]|\.(?!\w)|$)|\s+(?:and|or|on|in|at|with|while|which|that|across|under)\b)")
_CLOSING = re.compile(r"\s*\)")
_OPENING_ALONE = re.compile(r"\s*\(\s*[^\w\s()]*")
_ON_BEFORE = re.compile(r"\b(?:on|in)\s+(?:the\s+)?$")
_CLOSING_ALONE = re.compile(r"[^\w\s()]*\s*\)")


def _system_headed(tokens: Sequence[Token], subject: tuple[int, int], rules: ResultRules) -> bool:
    """'with the best-performing model', 'with our best configuration': 'the' or 'our', at most four words, a
    system noun at the end."""
    words = [token.lower for token in tokens[subject[0] : subject[1]]]
    if words and words[0] == "with":
        words = words[1:]
    if not 2 <= len(words) <= 5 or words[0] not in ("the", "our"):  # not 'with a 7B model': a variant of the subject
        return False
    head = words[-1]
    return is_system_noun(head, rules) or head in rules.reference_nouns or head in _SYSTEM_WORDS


_SYSTEM_WORDS = frozenset(["configuration", "configurations", "variant", "variants", "combination", "team", "teams",
                           "submission", "student", "teacher", "agent", "agents"])


def _subject_method(view: TextView, number: Draft, clause: tuple[int, int], methods: Within,
                    proposed: Draft | None, rules: ResultRules, cache: ClauseCache) -> Role | None:  # fmt: skip
    """The subject of the verb that reports the value, the paper's own method for 'our method', or the
    first method named before the value in the clause."""
    tokens = cache.words(clause)
    verbs = cache.word_indices(clause, rules.result_verbs)
    verb = _governing_verb(tokens, verbs, cache.words_ending_by(clause, number.start))
    if verb is not None:
        # coordinated or participial verbs share the subject of the verb before them
        while verb > 0 and (tokens[verb - 1].lower in ("and", ",", "while", "thereby") or tokens[verb].lower.endswith("ing")):
            own = _subject_before(tokens, verb)
            if own is not None and tokens[verb].lower.endswith("ing") and \
                    (tokens[own[0]].lower == "with" or (own[0] > 0 and tokens[own[0] - 1].lower == "and")) and \
                    not any(token.lower in rules.result_verbs or token.lower == "by" for token in tokens[own[0] : own[1]]) \
                    and (methods.inside(tokens[own[0]].start, tokens[own[1] - 1].end)
                         or _system_headed(tokens, own, rules)):  # fmt: skip
                # ', with Gemini 2.0 Pro achieving 52.9% and DeepSeek-R1 reaching', ', with the best-performing
                # model achieving only 21.4%', ', with our best configuration achieving': a subject of its own
                break
            previous = _governing_verb(tokens, verbs, verb - 1, end=verb - 1) if verb > 1 else None
            if previous is None:
                break
            verb = previous
        subject = _subject_before(tokens, verb)
        if subject is None:
            # 'LabGuard generalizes to unseen sources, achieves 79.4 F1, and reduces ...', 'Our method unifies A
            # and B, achieving 5x ...': a predicate after a comma or 'and' shares the subject of the first one
            role = _coordinated_subject(view, tokens, verb, methods, proposed, rules)
            if role is not None:
                return role
        if subject is not None and proposed is not None and subject[1] - subject[0] == 1 and \
                tokens[subject[0]].lower == "we" and tokens[verb].lower in _OWN_ACHIEVEMENT_VERBS:  # fmt: skip
            # 'we achieve a 16.7% mIoU improvement': the authors report what their proposal achieved
            return Role(view.text[proposed.start : proposed.end], proposed, rule=_PROPOSAL_REFERENCE)
        if subject is not None:
            role = _subject_role(view, tokens, subject, methods, proposed, rules, "result/method-subject-of-verb")
            if role is not None:
                return role
            role = _technique_subject(view, tokens, subject, verb, rules)
            if role is not None:
                return role
            if tokens[subject[0]].lower in QUANTIFIERS or tokens[subject[0]].lower in PRONOUNS - {"our", "its"}:
                return _first_method_before(view, number, clause, methods)
    leading = _leading_subject(tokens, number, rules)
    if leading is not None:
        role = _subject_role(view, tokens, leading, methods, proposed, rules, "result/method-leading-subject")
        if role is not None:
            return role
    return evaluated_object(view, number, clause, methods, proposed, rules, cache) or \
        reported_proposal(view, number, clause, methods, proposed, rules, cache) or \
        introduced_object(view, number, clause, methods, proposed, rules, cache) or \
        _first_method_before(view, number, clause, methods)  # fmt: skip


# words that end the reach of a coordination back to its subject: a subordinate or another clause
_COORDINATION_STOPS = frozenset(["that", "which", "while", "whereas", "where", "when", "but", "who", "whose", "although",
                                 "because", "since", "if", "than", "(", ")", ":", ";", "with", "by", "for", "of"])
_CHAIN_REACH = 40  # words back from a predicate to the verb that opens its chain
_FINITE_VERB = re.compile(r"[a-z]+(?:[^s]s|ed)")  # 'generalizes', 'unifies', 'outperformed'; not 'loss'


def _coordinated_subject(view: TextView, tokens: Sequence[Token], verb: int, methods: Within, proposed: Draft | None,
                         rules: ResultRules) -> Role | None:  # fmt: skip
    """The subject of a chain of predicates joined by commas and 'and', for a verb of the chain that has none of its
    own: the nearest name, 'our <noun>' or 'it' before a finite verb, with no subordinate clause between."""
    before = verb - 1
    while before > 0 and tokens[before].lower.endswith("ly") and tokens[before].text.isalpha():
        before -= 1  # ', consistently achieving'
    if before <= 0 or tokens[before].lower not in (",", "and"):
        return None
    for index in range(before - 1, max(0, before - _CHAIN_REACH), -1):  # a bounded reach: a clause may hold thousands of values
        word = tokens[index]
        if word.lower in _COORDINATION_STOPS or word.lower in rules.reporting_verbs:
            return None
        if not (_FINITE_VERB.fullmatch(word.text) or word.lower in rules.result_verbs) or word.lower in _NOUN_OR_VERB:
            continue
        if not tokens[index + 1].text[:1].isalnum() or tokens[index + 1].lower in ("and", "or"):
            continue  # 'one million K-12 students, achieving': a plural noun ending a phrase, no verb with an object
        owner = tokens[index - 1]
        named = any(m.end == owner.end for m in methods.between(owner.start - 80, owner.end))
        if not (named or owner.lower in rules.reference_nouns or owner.lower == "it"):
            continue
        subject = _subject_before(tokens, index)
        if subject is None:
            return None
        role = _subject_role(view, tokens, subject, methods, proposed, rules, "result/method-subject-of-coordination")
        if role is None or (role.draft is None and tokens[subject[0]].lower not in ("our", "it", "this")):
            return None  # 'the (MVCP) strategy led to ...': a bare noun names no system; the rules after decide
        return role
    return None


# 'Extensive experiments on X and Y demonstrate ...': a report of the paper's experiments opening the clause
_REPORT_OPENING = re.compile(r"(?:(?:[Ee]xtensive|[Cc]omprehensive|[Ff]urther|[Aa]dditional|[Oo]ur|[Tt]he|[Ee]xperimental|"
                             r"[Ee]mpirical|[Nn]umerical|[Qq]uantitative|[Aa]blation|[Hh]uman|[Ss]imulation|[Bb]enchmark|"
                             r"[Ss]ystematic|[Rr]igorous|[Tt]horough)\s+){0,3}"
                             r"(?:[Ee]xperiments?|[Rr]esults|[Ee]valuations?|[Ss]tudies|[Tt]ests|[Cc]omparisons|[Aa]blations|"
                             r"[Ss]imulations|[Ee]xperimentation)\b")
_REPORTING_VERB = re.compile(r"\b(?:show|demonstrate|indicate|reveal|confirm|verify|validate|highlight|prove)(?:s|d|ed)?\b")
# words after which a clause has a subject of its own: 'Results show that models trained on ... achieve'
_OWN_SUBJECT_WORDS = frozenset(["that", "which", "while", "whereas", "when", "where", "who", "but", "although"])
_OWN_REFERENCE = frozenset(["our", "proposed", "this", "its"])
_COMPARED_NEAR = frozenset(["vs", "vs.", "versus", "than", "compared", "against"])
_BASELINE_AFTER = re.compile(r"[^\w\s]*\s*(?:\w+\s+)?(?:baselines?|counterparts?)\b")
_COMPARED_WORDS = frozenset(["over", "than", "against", "versus", "vs", "vs.", "to", "with", "outperforming", "surpassing",
                             "beyond", "of"])


def _compared_system_last(words: Sequence[str], rules: ResultRules) -> bool:
    """'surpassing baseline scores of 26% and 27%', '(72.4% vs 68.4%': the words right before the value (and the
    list items before it) name a compared system or a comparison, so the value is that system's; not 'over the
    baseline by 2%' nor 'over baselines, with 16%', where it is the proposal's margin."""
    end = len(words)
    while end > 0 and (_LIST_FILLER.fullmatch(words[end - 1]) or words[end - 1] in ("and", "or", ",")):
        end -= 1
    last = words[max(0, end - 4) : end]
    if any(word in _COMPARED_NEAR for word in last[-2:]):
        return True
    for index in range(len(last) - 1, -1, -1):
        if last[index] in ("by", "with", ",", "(", "achieving", "reaching"):
            return False
        if last[index] in rules.system_heads and (index == 0 or last[index - 1] not in _OWN_REFERENCE):
            return True
    return False


_LIST_FILLER = re.compile(r"[\d.,%\\$~+\-−]+")


def reported_proposal(view: TextView, number: Draft, clause: tuple[int, int], methods: Within,
                      proposed: Draft | None, rules: ResultRules, cache: ClauseCache) -> Role | None:  # fmt: skip
    """'Experiments on X demonstrate consistent improvements over state-of-the-art methods, achieving peak PSNR
    values of 24.96 dB', 'Experiments on four datasets demonstrate average improvements of 9.68%': a value the
    paper's experiments report with no system of its own is the paper's proposal (guidelines, clarification 6);
    after 'show that', only a reference to it ('that our method ...') names it."""
    if proposed is None:
        return None
    text = view.text
    opening = _REPORT_OPENING.match(text, clause[0], number.start)
    if opening is None:
        return None
    verb = _REPORTING_VERB.search(text, opening.end(), min(number.start, opening.end() + 200))
    if verb is None or ";" in text[opening.end() : verb.start()]:
        return None
    if any(method.fields.get("name") != proposed.fields.get("name") and not _in_report_scope(text, clause, method)
           for method in methods.between(clause[0], number.start) if method.end <= number.start):  # fmt: skip
        return None  # another system is named before the value: its own rules decide
    tokens = [token for token in cache.words(clause) if opening.start() <= token.start and token.end <= range_start(number)]
    before_verb = [token.lower for token in tokens if token.end <= verb.start()]
    after_verb = [token.lower for token in tokens if token.start >= verb.end()]
    if any(word in _OWN_SUBJECT_WORDS for word in before_verb):
        return None  # 'Experiments that compare A and B show ...'
    if after_verb and after_verb[0] == "that":
        after_verb = after_verb[1:]
        if not after_verb or after_verb[0] not in ("our", "it", "the", "this"):
            return None  # 'Results show that models trained on synthetic data ...': a subject of its own
        if after_verb[0] == "the" and (len(after_verb) < 2 or after_verb[1] != "proposed"):
            return None
    if any(word in _OWN_SUBJECT_WORDS for word in after_verb):
        return None
    for index, word in enumerate(after_verb):
        noun = word[:-1] if word.endswith("s") else word
        if word in _STANDING_ADJECTIVES and index + 1 < len(after_verb) and after_verb[index + 1].isalpha() and \
                not is_system_noun(after_verb[index + 1], rules):  # fmt: skip
            continue  # 'demonstrate state-of-the-art results with ...', 'show SoTA performance': the standing reached
        if (word in rules.system_heads or noun in rules.reference_nouns) and \
                not (index > 0 and after_verb[index - 1] in _OWN_REFERENCE) and \
                not any(earlier in _COMPARED_WORDS for earlier in after_verb[max(0, index - 4) : index]):  # fmt: skip
            return None  # 'show the student model reaches ...': another system ('over prior methods' is compared with)
    if _BASELINE_AFTER.match(text, range_end(number)) or _compared_system_last(after_verb, rules):
        return None  # 'surpassing baseline scores of 26%', '(72.4% vs 68.4% baseline)': a compared system's value
    if any(_COMPARED_BEFORE.search(text, max(clause[0], method.start - _NEAR), method.start)
           for method in methods.between(number.end, clause[1]) if method.fields.get("name") == proposed.fields.get("name")):
        return None  # 'improvements (up to 144.1%) ..., compared to RainbowPlus': the name is the one compared with
    return Role(text[proposed.start : proposed.end], proposed, rule="result/method-reported-proposal")


# system heads that are also adjectives of a result: 'state-of-the-art results', 'SOTA performance'
_STANDING_ADJECTIVES = frozenset(["state-of-the-art", "sota"])


# the scope of a report: 'Experimental results on ResNet-50 and YOLOv5s', 'Experiments conducted across A and B'
_REPORT_SCOPE = re.compile(r"(?:\s+(?:conducted|performed|carried\s+out))?\s+(?:on|across|over)\s+[^.;:]*$")


def _in_report_scope(text: str, clause: tuple[int, int], name: Draft) -> bool:
    """A method name listed in the scope of the report opening the clause ('Experiments on A and B demonstrate
    ...'): where the values were measured (a dataset typed as a method, a backbone architecture), not the system
    that achieved them; a model there is the system measured ('Experiments on LLaMA-3 show an accuracy of 0.81')."""
    if name.type != "method" or name.start - clause[0] > 200:
        return False
    opening = _REPORT_OPENING.match(text, clause[0], name.start)
    if opening is None or not _REPORT_SCOPE.match(text, opening.end(), name.start):
        return False
    return _REPORTING_VERB.search(text, opening.end(), name.start) is None and \
        _SCOPE_STATEMENT.search(text, opening.end(), name.start) is None  # fmt: skip


# a statement inside the scope: 'Experiments on X show that Y ...', 'Results on X, where Y achieves'
_SCOPE_STATEMENT = re.compile(r"\b(?:that|which|where|while|whereas|achiev\w*|reach\w*|outperform\w*|surpass\w*)\b")


# verbs with which authors report what their proposal did: 'we achieve', 'we reduce latency by 40%'
_OWN_ACHIEVEMENT_VERBS = frozenset(["achieve", "achieved", "attain", "attained", "reach", "reached", "obtain", "obtained",
                                    "improve", "improved", "outperform", "outperformed", "surpass", "surpassed",
                                    "exceed", "exceeded", "reduce", "reduced", "lower", "lowered", "boost", "boosted",
                                    "cut", "accelerate", "deliver", "delivered", "score", "scored"])
# modifiers of 'the <reference noun>' that still name the paper's own system: 'the full framework', 'the
# resulting model' (not 'the base model', 'the best model', 'the same model')
_OWN_MODIFIERS = frozenset(["full", "final", "resulting", "complete", "entire", "overall", "proposed", "presented",
                            "developed", "new", "unified", "integrated", "whole", "introduced"])


# a process noun: 'truncated backpropagation', 'hyperconnections', 'quantization', 'fine-tuning'
_TECHNIQUE_NOUN = re.compile(r"[a-z][a-z\-]*(?:tions?|sions?|ing|ments?)")
_COPULAS = frozenset(["is", "are", "was", "were", "remains", "stays", "sits", "sit"])
_NO_OBJECT = frozenset(["by", "to", "from", "up", "down", "significantly", "substantially", "slightly", "only", "over", "than"])


def _technique_subject(view: TextView, tokens: Sequence[Token], subject: tuple[int, int], verb: int,
                       rules: ResultRules) -> Role | None:  # fmt: skip
    """A technique named by an ordinary noun phrase that acts on a measure ('commonly used truncated
    backpropagation lowers $\varphi$ to 0.38', 'hyperconnections raise $\varphi$'): the verb has an object, and
    the subject's head is a process noun, not a measure or a report (guidelines, clarification 6)."""
    words = [token.lower for token in tokens[subject[0] : subject[1]]]
    if not 1 <= len(words) <= 4 or verb + 1 >= len(tokens) or tokens[verb + 1].lower in _NO_OBJECT \
            or tokens[verb].lower in _COPULAS:  # fmt: skip
        return None
    if not all(re.fullmatch(r"[a-z][a-z\-]*", word) for word in words) or words[0] in QUANTIFIERS | PRONOUNS:
        return None
    if words[0] in _PHRASE_EDGE_WORDS - {"a", "an", "the"}:
        return None  # '(available at no extra effort) to material differentiation improves': no phrase's start
    head = words[-1]
    if not _TECHNIQUE_NOUN.fullmatch(head) or head in rules.metric_heads | rules.report_nouns | rules.vague_measures \
            or head in rules.result_verbs or head in rules.non_entity_heads:  # fmt: skip
        return None  # not '... stimulation (cognitive stress) conditions reached': a condition, no technique
    while words and (words[0] in ("a", "an", "the") or words[0].endswith("ly")):
        adverb = words.pop(0).endswith("ly")
        if adverb and len(words) > 1 and (words[0].endswith("ed") or words[0] == "used"):
            words.pop(0)  # 'commonly used truncated backpropagation': the technique, not how it is used
    if not words:
        return None
    first, last = tokens[subject[1] - len(words)], tokens[subject[1] - 1]
    return Role(view.text[first.start : last.end], span=(first.start, last.end), rule="result/method-technique-subject")


_ENUMERATOR = re.compile(r"[ivx]+|\d+|[a-h]")  # '(iv)', '2)', '(b)'
_SUBJECT_WORD = re.compile(r"[A-Za-z][\w\-–.]*")


def _leading_subject(tokens: Sequence[Token], number: Draft, rules: ResultRules) -> tuple[int, int] | None:
    """The noun phrase opening a clause, after an enumerator: '(iv) our failure taxonomy works as ...'."""
    start = 0
    while start < len(tokens) and (tokens[start].text in "()[]" or _ENUMERATOR.fullmatch(tokens[start].lower)):
        start += 1
    end = start
    while end < len(tokens) and end - start < 5 and tokens[end].end <= number.start:
        token = tokens[end]
        if not _SUBJECT_WORD.fullmatch(token.text) or token.lower in rules.result_verbs:
            break
        if end > start and (token.lower in rules.reporting_verbs or
                            (end + 1 < len(tokens) and tokens[end + 1].lower == "that")):  # fmt: skip
            break  # 'Our results show that ...', 'our analysis demonstrates ...': the verb
        if end > start and token.lower.endswith("s") and end + 1 < len(tokens) and tokens[end + 1].lower in (
                "as", "on", "in", "to", "by", "with", "for", "at", "that", "a", "an", "the", "its", "their",
                "first", "second", "third", "top"):  # fmt: skip
            break  # 'taxonomy works as', 'system places third', 'analysis reveals a': the verb
        end += 1
    return (start, end) if end > start and tokens[start].lower in LEADING_WORDS else None


def _first_method_before(view: TextView, number: Draft, clause: tuple[int, int], methods: Within) -> Role | None:
    text = view.text
    for method in methods.between(clause[0], number.start):
        if method.end <= number.start:
            if _in_report_scope(text, clause, method):
                continue  # 'Experimental results on ResNet-50 and YOLOv5s demonstrate ...': where it was measured
            if (_COMPARED_BEFORE.search(text, max(clause[0], method.start - _NEAR), method.start)
                    or _COMPARED_SCOPE_BEFORE.search(text, max(clause[0], method.start - 120), method.start)) and \
                    not _OWN_VALUE_AFTER.match(text, method.end, number.start):  # fmt: skip
                continue  # 'compared to models trained on 5000 images from the ODGEN baseline': a compared system
            if _LABEL_OF_VALUE.search(text, max(clause[0], method.start - 30), method.start) and \
                    _CLOSING.match(text, method.end):  # fmt: skip
                continue  # 'Dice scores of 0.38 (WM) and 0.35 (BG)': the label of another value
            return Role(text[method.start : method.end], method, rule="result/method-first-named-before")
    return None


# a name further inside a comparison's phrase (no comma, parenthesis or clause word before it)
_COMPARED_SCOPE_BEFORE = re.compile(r"\b(?:[Cc]ompared\s+(?:to|with)|than|versus|vs\.?|relative\s+to|outperform(?:s|ed|ing)?|"
                                    r"surpass(?:es|ed|ing)?|exceed(?:s|ed|ing)?)\s+"
                                    r"(?:(?!(?:and|while|whereas|but|which|that|achiev\w*|reach\w*|obtain\w*)\b)[^,;:()])*$")
# the compared name's own value: "outperforming GPT-4o's 47.6%", 'a YOLOv8 model, which scored an mAP of 0.91'
_OWN_VALUE_AFTER = re.compile(r"['’]s\s+[^\w\s]*$|[^;]*?,\s*which\s+\w+")
# a value and an opening parenthesis right before a name: '0.38+/-0.16 (WM)'
_LABEL_OF_VALUE = re.compile(r"(?<![A-Za-z])(?<![A-Za-z]-)\d[\d.]*(?:\\?%)?\s*\(\s*$")
# a name compared with, also after a few words or list items: 'compared to the second-best model MVANet',
# 'over LLaVA-Rad and MedGemma'
_COMPARED_BEFORE = re.compile(r"\b(?:over|than|versus|vs\.?|against|compared (?:to|with)|relative to|outperform(?:s|ing)?|"
                              r"exceed(?:s|ing)?|surpass(?:es|ing)?)\s+(?:the\s+)?(?:[A-Za-z]\w*(?:-\w+)*\s+){0,3}$", re.IGNORECASE)


def _subject_role(view: TextView, tokens: Sequence[Token], subject: tuple[int, int], methods: Within,
                  proposed: Draft | None, rules: ResultRules, rule: str) -> Role | None:  # fmt: skip
    """The system a subject names, filled by ``rule``; a reference to the paper's own proposal ('our method',
    'it', 'the proposed framework') is its name, by ``result/method-proposal-reference``."""
    text = view.text
    if tokens[subject[0]].lower == "we":
        # 'We validate our method on two T2V models, achieving ...': the system is the one we evaluate
        ours = next((i for i in range(subject[0] + 1, subject[1]) if tokens[i].lower == "our"), None)
        if ours is None or ours + 1 >= subject[1]:
            return None
        subject = (ours, _noun_phrase_end(tokens, ours, subject[1], rules))
    while subject[1] - subject[0] > 1 and tokens[subject[0]].lower in ("with", "by", "using", "and"):
        subject = (subject[0] + 1, subject[1])  # ', with our models achieving ...', ', with Claude-Opus-4.6 leading'
    # 'modern LLMs can extract ...', 'Our detector is able to outperform ...', 'our optimizations enable us to
    # achieve ...': a modal or a control verb between the subject and the verb that reports the value
    control = next((i for i in range(subject[0] + 1, subject[1]) if tokens[i].lower in _MODALS or
                    (tokens[i].lower in _CONTROL_VERBS and tokens[subject[1] - 1].lower == "to")), None)  # fmt: skip
    if control is not None:
        subject = (subject[0], control)
    first, last = tokens[subject[0]], tokens[subject[1] - 1]
    inside = methods.inside(first.start, last.end)
    # 'ViT models pretrained with DINOv2 retain ...': the head of the phrase, not what it was made with
    heads = [m for m in inside if not re.search(r"\b(?:with|by|using|from|on|of|via)\s+(?:the\s+)?$",
                                                 text[first.start : m.start])]  # fmt: skip
    opening = next((i for i in range(subject[0] + 1, subject[1]) if tokens[i].text == "("), None)
    if heads:
        chosen = heads[-1] if len(heads) == len(inside) else heads[0]
        if opening is not None:
            # 'the uncertainty-aware Deep Q-Network (DQN) reduces': the name before its acronym; 'a strong open-source
            # model (Qwen-2.5-VL-72B-Instruct) achieves': the name in parentheses after a description
            named_before = [m for m in heads if m.end <= tokens[opening].start]
            if named_before and not text[named_before[-1].end : tokens[opening].start].strip():
                chosen = named_before[-1]
        return Role(text[chosen.start : chosen.end], chosen, rule=rule)
    if opening is not None:
        return None  # a subject with words in parentheses and no name in it: 'short-term mean-Recall (@10) increases'
    while subject[1] - subject[0] > 1 and tokens[subject[1] - 1].lower.endswith("ly") and tokens[subject[1] - 1].text.isalpha():
        subject = (subject[0], subject[1] - 1)  # 'This self-improving strategy effectively ...': the strategy
        last = tokens[subject[1] - 1]
    cut = next((i for i in range(subject[0] + 1, subject[1]) if tokens[i].lower in _POSTMODIFIER_STARTS), None)
    if cut is not None and is_system_noun(tokens[cut - 1].lower, rules):
        # 'A human baseline from 1,000+ participants achieves': the phrase ends at its noun
        subject = (subject[0], cut)
        last = tokens[cut - 1]
    words = [t.lower for t in tokens[subject[0] : subject[1]]]
    while len(words) > 1 and words[-1] in _TRAILING_ADVERBS:
        subject = (subject[0], subject[1] - 1)  # 'The clinician-guided LLM method also performed': the method
        words.pop()
        last = tokens[subject[1] - 1]
    if words[0] in _PREPOSITIONS:
        if "our" not in words:
            return None  # 'to material differentiation', 'on the test set': no system's phrase
        # '... on uproof our method also achieved': the subject is the reference to the paper's own method
        subject = (subject[0] + words.index("our"), subject[1])
        words = words[words.index("our") :]
        first = tokens[subject[0]]
    if any(_VALUE_WORD.fullmatch(word) for word in words):
        return None  # 'a notable 8.7% GenEval score', 'a -5.4% decline in Dice': a value's phrase, no system
    if len(words) > 1 and words[0] == "our" and words[1] in rules.report_nouns:
        return None  # 'Our evaluation of state-of-the-art audio models ...': a report, no system
    if words in (["it"], ["this"]) and proposed is not None:
        return Role(text[proposed.start : proposed.end], proposed, rule=_PROPOSAL_REFERENCE)  # 'it reduces ...': the paper's own method
    if words[0] in QUANTIFIERS or (len(words) == 1 and words[0] in PRONOUNS):
        return None
    head = words[-1]
    if head in rules.report_nouns:
        return None  # 'Our results show that X ...', 'our analysis reveals ...': a report, no system
    noun = head[:-1] if head.endswith("s") and head[:-1] in rules.reference_nouns else head
    refers = words[0] in ("our", "this", "these") or "proposed" in words
    if refers and noun in rules.reference_nouns and proposed is not None:
        return Role(text[proposed.start : proposed.end], proposed, rule=_PROPOSAL_REFERENCE)  # 'our approach', 'this strategy', 'our models'
    if words[0] == "the" and 2 <= len(words) <= 3 and head in rules.reference_nouns and \
            all(word in _OWN_MODIFIERS for word in words[1:-1]):  # fmt: skip
        # 'the system achieved a 100% landing success rate', 'the full framework achieves': the paper's own
        # system, its name when the abstract names one (guidelines, clarification 6), else the phrase as it stands
        if proposed is not None:
            return Role(text[proposed.start : proposed.end], proposed, rule=_PROPOSAL_REFERENCE)
        if "proposed" not in words:  # 'the proposed method' is written below, as before
            return Role(text[first.start : last.end], span=(first.start, last.end), rule="result/method-definite-reference")
    if words[0] == "our" and len(words) > 2:
        cut = next((i for i, word in enumerate(words[1:], 1) if word in rules.reference_nouns), None)
        if cut is not None:  # 'our end-to-end system achieved average BLEU': the phrase ends at its noun
            last = tokens[subject[0] + cut]
    if words[0] == "our" and len(words) > 1:
        start = tokens[subject[0] + 1].start
        return Role(text[start : last.end], span=(start, last.end), rule=rule)  # 'our failure taxonomy'
    if words[0] in ("it", "this") and len(words) == 1 and proposed is not None:
        return Role(text[proposed.start : proposed.end], proposed, rule=_PROPOSAL_REFERENCE)
    if len(words) > 1 and words[-1] in _PHRASE_EDGE_WORDS:
        return None  # 'The c-index with respect to relapses ...', 'models advance the': the phrase ran past its noun
    surface = text[first.start : last.end]
    looks_named = any(ch.isupper() for ch in surface[1:]) or "-" in surface
    if head in rules.metric_heads or (head.endswith("s") and head[:-1] in rules.metric_heads):
        return None  # 'MMLU accuracy falls by 7.2 points', 'average Dice coefficients reaching 0.96': the measure
    if len(words) <= 6 and (is_system_noun(head, rules) or looks_named) and head not in PRONOUNS:
        if words[0] in ("a", "an", "the") and len(words) > 1:  # 'the best open 7B model': no article
            first = tokens[subject[0] + 1]
            if len(words) == 2 and not looks_named:
                return None  # 'the model' names nothing
        return Role(text[first.start : last.end], span=(first.start, last.end), rule=rule)
    return None


# words that neither start nor end a noun phrase that names a system
_PHRASE_EDGE_WORDS = frozenset(["to", "of", "with", "for", "on", "in", "at", "by", "from", "and", "or", "than", "the", "a",
                                "an"])
_PREPOSITIONS = frozenset(["to", "of", "for", "on", "in", "at", "from", "than", "over", "under", "across", "into"])
# adverbs and auxiliaries between a subject and its verb: 'Current end-to-end grounding models still achieve'
_TRAILING_ADVERBS = frozenset(["still", "also", "further", "then", "been", "be", "has", "have", "had"])
_MODALS = frozenset(["can", "could", "may", "might", "will", "would", "should", "must", "cannot"])
_CONTROL_VERBS = frozenset(["is", "are", "was", "were", "enable", "enables", "enabled", "allow", "allows", "allowed",
                            "help", "helps", "helped", "manages", "managed", "fails", "failed"])
_VALUE_WORD = re.compile(r"\\?%|[-+−]?\d+(?:\.\d+)?\\?%")


def _noun_phrase_end(tokens: Sequence[Token], start: int, end: int, rules: ResultRules) -> int:
    """Where 'our ...' ends: at its system noun ('our method on two models' -> 'our method'), or at the first
    preposition after it."""
    for index in range(start + 1, end):
        if tokens[index].lower in rules.reference_nouns or is_system_noun(tokens[index].lower, rules):
            return index + 1
        if tokens[index].lower in _POSTMODIFIER_STARTS or tokens[index].lower in ("to", "against", "over"):
            return index
    return end


# 'We validated our proposed model on DRIVE, STARE, and CHASE_DB with outstanding performance ...'
_EVALUATED_OBJECT = re.compile(r"[Ww]e\s+(?:\w+ly\s+)?(?:validate|evaluate|test|assess|apply|benchmark|deploy)(?:s|d|ed)?\s+"
                               r"(?=our\b|the\s+proposed\b)")


# a statement with a subject of its own, not the evaluated system ('showing that hedged responses receive')
_OWN_STATEMENT = re.compile(r"\b(?:show\w*|demonstrat\w*|reveal\w*|find\w*|found)\s+that\s+"
                            r"(?!(?:it|our|the\s+(?:proposed\s+)?(?:method|approach|model|framework|system))\b)|\bfinding\b")
# a named system that is the subject of its own statement: 'when dCTS is applied alone'
_SUBJECT_AFTER = re.compile(r"\s+(?:is|are|was|were|alone|achiev\w*|reach\w*|obtain\w*|improv\w*|reduc\w*)\b")


def evaluated_object(view: TextView, number: Draft, clause: tuple[int, int], methods: Within,
                     proposed: Draft | None, rules: ResultRules, cache: ClauseCache) -> Role | None:  # fmt: skip
    """The system a clause that opens with 'We evaluate our X ...' evaluates, for a value it reports with no
    verb of its own."""
    opening = _EVALUATED_OBJECT.match(view.text, clause[0], number.start)
    if opening is None or _OWN_STATEMENT.search(view.text, opening.end(), number.start):
        return None  # 'showing that hedged responses receive 25.6% lower ratings': a finding of its own
    if any(method.end <= number.start and _SUBJECT_AFTER.match(view.text, method.end)
           for method in methods.between(opening.end(), number.start)):  # fmt: skip
        return None  # 'and show that when dCTS is applied alone, ...': the system named nearer the value
    tokens = cache.words(clause)
    start = next((i for i, token in enumerate(tokens) if token.start >= opening.end()), None)
    if start is None or tokens[start].end > number.start:
        return None
    end = _noun_phrase_end(tokens, start, min(len(tokens), start + 6), rules)
    return _subject_role(view, tokens, (start, end), methods, proposed, rules, "result/method-object-of-evaluation")


# 'We introduce a novel architecture that ..., achieving 5x faster processing': what the authors introduce, then a
# participle that reports the value
_INTRODUCED_OBJECT = re.compile(r"\b[Ww]e\s+(?:also\s+|further\s+|then\s+|\w+ly\s+)?(?:introduce|propose|present|develop|"
                                r"design|build|devise|construct)(?:s|d)?\s+(?:a|an|the|our)\s+")
_REPORTING_PARTICIPLE = re.compile(r",\s+(?:\w+ly\s+)?(?:achieving|yielding|reaching|attaining|obtaining|delivering|"
                                   r"improving|reducing|boosting|surpassing|outperforming|resulting\s+in|leading\s+to)\b")


def introduced_object(view: TextView, number: Draft, clause: tuple[int, int], methods: Within,
                      proposed: Draft | None, rules: ResultRules, cache: ClauseCache) -> Role | None:  # fmt: skip
    """'We introduce a novel architecture that unifies ..., achieving 5x faster processing', 'we develop a scalable
    pipeline with ..., achieving over 90x faster fitting': the system the authors introduce achieved the value a
    participle after it reports - the proposal's name when the abstract names one (guidelines, clarification 6),
    else the phrase; only when the phrase is headed by a system noun."""
    text = view.text
    opening = _INTRODUCED_OBJECT.search(text, clause[0], min(number.start, clause[0] + 80))
    if opening is None:
        return None
    participle = last_match(_REPORTING_PARTICIPLE.finditer(text, opening.end(), number.start))
    if participle is None or _OWN_STATEMENT.search(text, opening.end(), number.start) or \
            re.search(r"[;:]|\bwith\b", text[participle.end() : number.start]):  # fmt: skip
        return None  # 'with the best model achieving 21.4%': a subject of its own
    tokens = cache.words(clause)
    start = next((i for i, token in enumerate(tokens) if token.start >= opening.end()), None)
    if start is None or tokens[start].end > participle.start():
        return None
    end = _noun_phrase_end(tokens, start, min(len(tokens), start + 6), rules)
    if end <= start or tokens[end - 1].end > participle.start():
        return None
    head = tokens[end - 1].lower
    named = methods.inside(tokens[start].start, tokens[end - 1].end)
    if any(method.start >= tokens[end - 1].end for method in methods.between(tokens[end - 1].end, participle.start())):
        return None  # 'a novel method, named MLLM-Assisted Adaptive Thresholding, which ...': the name decides
    if proposed is not None and (proposed in named or (not named and head in rules.reference_nouns)):
        return Role(text[proposed.start : proposed.end], proposed, rule="result/method-introduced-object")
    if named:
        return Role(text[named[-1].start : named[-1].end], named[-1], rule="result/method-introduced-object")
    if not is_system_noun(head, rules) and head not in rules.reference_nouns:
        return None
    first, last = tokens[start], tokens[end - 1]
    return Role(text[first.start : last.end], span=(first.start, last.end), rule="result/method-introduced-object")


def clause_subject(view: TextView, clause: tuple[int, int], methods: Within, proposed: Draft | None,
                   rules: ResultRules, cache: ClauseCache) -> Role | None:  # fmt: skip
    """The method a clause is about: the subject of its first outcome verb."""
    tokens = cache.words(clause)
    verbs = cache.word_indices(clause, rules.result_verbs)
    if not verbs:
        return None
    subject = _subject_before(tokens, verbs[0])
    if subject is not None:
        return _subject_role(view, tokens, subject, methods, proposed, rules, "result/method-subject-of-first-clause")
    return None


# 'from' right before a value: the first end of 'from A to B'
_FROM_BEFORE = re.compile(r"\bfrom\s+$")


def is_range_start(view: TextView, number: Draft) -> bool:
    partner = number.refs.get("range_with")
    if not isinstance(partner, Draft) or partner.start < number.start:
        return False
    return bool(_FROM_BEFORE.search(view.text[max(0, number.start - 8) : number.start]))


# an arrow to a later value: 'GenEval (0.73→0.90)', 'pass@1 (6.2% → 9.6%)', '3.38 -> 3.75'
_ARROW_TO_VALUE = re.compile(r"\s*(?:→|->|⟶|⇒)\s*[~≈]?[+\-−]?\d")


def is_arrow_start(view: TextView, number: Draft) -> bool:
    """The value before an arrow to another value: what the change started from, the compared system's value
    (like 'from 0.506 to 0.110'), no value the method achieved."""
    return _ARROW_TO_VALUE.match(view.text, range_end(number)) is not None
