"""The baseline role: what a value is compared against, in the same clause ('over SparseGPT', 'than the
base model', 'outperforms B by N')."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from itertools import pairwise

from ..drafts import Draft
from ..entities import TextView
from .base import (
    DETERMINERS,
    NEW_PREDICATE,
    PRONOUNS,
    QUANTIFIERS,
    ClauseCache,
    FoundResult,
    Role,
    Within,
    is_system_noun,
    last_match,
    occurs_near,
    range_end,
    range_start,
)
from .lexicons import ResultRules
from .ranges import is_spread_start


def baseline_for(view: TextView, number: Draft, clause: tuple[int, int], methods: Within,
                 rules: ResultRules, cache: ClauseCache) -> Role | None:  # fmt: skip
    """'over SparseGPT', 'than GRPO', 'within 0.026 of SparseGPT', 'outperforms B by N', 'improves the base
    model by N' - between the verb and the number, or right after the number."""
    text = view.text
    tail = range_end(number)
    found = rules.baseline_after.match(text, tail, clause[1])
    rule = "result/baseline-marker-after-value"
    if number.fields.get("approx") == "within":
        within = _WITHIN_OF.match(text, tail, clause[1])
        if within is not None:
            found, rule = within, "result/baseline-within-of"
    over = _OVER_BEFORE.search(text, tail, found.start("np")) if found else None
    if found and over and (_TIME_SPAN.match(text, found.start("np"))
                           or (over.group(1) is None and _AMOUNT_START.match(text, found.start("np")))):  # fmt: skip
        found = None  # 'drops from 72.50% to 36.36% over successive iterations': a span of time, no baseline
    if found:
        return _phrase_role(view, found.start("np"), found.group("np"), methods, rule)
    than = _THAN_AFTER_COMPARATIVE.match(text, tail, clause[1])
    if than:  # '20-119x greater resilience to random layer removal than pure Transformers'
        return _phrase_role(view, than.start("np"), than.group("np"), methods, "result/baseline-than-after-comparative")
    scoped = _MARKER_AFTER_SCOPE.match(text, tail, clause[1])
    if scoped and not _TIME_SPAN.match(text, scoped.start("np")) and not _TIME_PHRASE.match(scoped.group("np")):
        # '16% improvement in Probability of Correct Keypoint over the PT baseline', '24.7% on the Countdown
        # dataset over an existing dLLM': the measure or the data between the value and its compared system
        role = _phrase_role(view, scoped.start("np"), scoped.group("np"), methods, "result/baseline-marker-after-scope")
        if role is not None:
            return role
    leading = _LEADING_COMPARISON.match(text, clause[0], number.start)
    if leading:
        return _phrase_role(view, leading.start("np"), leading.group("np"), methods, "result/baseline-leading-comparison")
    window_start = max(clause[0], number.start - 120)
    before = text[window_start : number.start]
    by = "by" in before  # (every pattern read over the window ends in 'by' and the amount: their searches skipped)
    compared = last_match(rules.baseline_by.finditer(before)) if by else None
    if compared and not _COORDINATED_VERB.search(compared.group("np")):
        return _phrase_role(view, window_start + compared.start("np"), compared.group("np"), methods,
                            "result/baseline-marker-by")
    listed = _listed_compared_by(view, number, window_start, before, methods, rules) if by else None
    if listed is not None:
        return listed
    objected = rules.compared_by.search(before) if by else None
    if objected:
        start, phrase = window_start + objected.start("np"), objected.group("np")
        last_verb = last_match(_COORDINATED_VERB.finditer(phrase))
        if last_verb is not None:  # 'surpassing the LALM and outperforming the strongest baseline by 3.9%'
            start, phrase = start + last_verb.end(), phrase[last_verb.end() :].lstrip()
            start += len(objected.group("np")[last_verb.end() :]) - len(phrase)
        role = _phrase_role(view, start, phrase, methods, "result/baseline-comparison-verb-by")
        words = objected.group("np").lower().split()
        if role is not None and (role.draft is not None or words[-1] in rules.model_nouns
                                 # 'outperforms existing methods on DanceTrack by', 'surpasses the previous
                                 # state-of-the-art by': what outperform / surpass / exceed / beat take is the
                                 # compared system ('improves X by' may take a measure)
                                 or (_OUTDOING_VERB.match(objected.group()) and _names_one_system(role.text))):  # fmt: skip
            return role
    return _sentence_comparison(view, number, clause, methods, rules, cache)


def _listed_compared_by(view: TextView, number: Draft, window_start: int, before: str, methods: Within,
                        rules: ResultRules) -> Role | None:  # fmt: skip
    """'outperforming A by 65.69% and a video-only model by 11.30%', 'surpassing ViG-S by +1.0% and ViHGNN-S by
    +0.6%': a later item of a list of 'system by margin' after a comparison verb is compared with its own system
    (a system's name or a system noun; not a measure: 'improving confidence by 0.07 and accuracy by 0.12')."""
    item = _LISTED_SYSTEM_BY.search(before)
    if item is None or not _COMPARISON_BY_EARLIER.search(before, 0, item.start()):
        return None
    start, end = window_start + item.start("np"), window_start + item.end("np")
    words = item.group("np").split()
    if any(word.lower() in rules.result_verbs or word.lower() in _NOT_IN_A_SYSTEM_PHRASE for word in words):
        return None  # 'and surpassing other ISA datasets by', 'improves performance on MM-Vet by': a predicate
    last = words[-1]
    named = methods.inside(start, end)
    if not named and not is_system_noun(last.lower(), rules) and not _NAME_SHAPE.fullmatch(last):
        return None
    return _phrase_role(view, start, item.group("np"), methods, "result/baseline-listed-compared-by")


# the verbs whose object is the compared system ('outperforms X by', 'surpassing X')
_OUTDOING_VERBS = r"(?:outperform(?:s|ed|ing)?|surpass(?:es|ed|ing)?|exceed(?:s|ed|ing)?|beat(?:s|ing)?)"
_OUTDOING_VERB = re.compile(_OUTDOING_VERBS, re.IGNORECASE)


def _names_one_system(phrase: str) -> bool:
    """Not a pronoun ('outperforming it by 7.2%': the system is named elsewhere) nor two systems ('the static
    baseline agent and its text-skill counterpart by 23.5% and 11.3%': one each, paired elsewhere)."""
    return phrase.lower() not in PRONOUNS | {"them"} and not re.search(r"\s(?:and|or)\s", phrase)
_NOT_IN_A_SYSTEM_PHRASE = frozenset(["on", "in", "at", "during", "for", "across", "with", "when", "while", "to"])
# a later item of a list: ', and B by ', ' and the top visual-prompted VLM by up to '
_LISTED_SYSTEM_BY = re.compile(r"(?:,\s*(?:and\s+)?|\s+and\s+)(?P<np>(?:(?!(?:by|and|or)\s)[^\s,;()%]+\s+){0,6}?"
                               r"(?!(?:by|and|or)\s)[^\s,;()%]+)\s+by\s+"
                               r"(?:up\s+to\s+|about\s+|over\s+|nearly\s+|more\s+than\s+|around\s+|approximately\s+|"
                               r"an?\s+average\s+of\s+)?[~≈$+]*$")
# ... whose first item follows a comparison verb: 'outperforming A by 65.69%'
_COMPARISON_BY_EARLIER = re.compile(rf"\b{_OUTDOING_VERBS}\s+[^;:()]{{1,80}}?\sby\s")
# a name: a capital or a digit after its first letter, or a hyphen ('ViHGNN-S', 'LDM', 'DeepSeek-R1')
_NAME_SHAPE = re.compile(r"[A-Za-z][\w\-.]*(?:[A-Z0-9\-][\w\-.]*)")


_OVER_BEFORE = re.compile(r"\bover\s+(the\s+)?$")
# 'over 3 epochs', 'over 10,000 steps', 'the 91% accuracy of': an amount, not a name that starts with a digit
# ('over 3DGS')
_AMOUNT_START = re.compile(r"\d[\d.,]*(?:\s*[-–]\s*\d[\d.,]*)?(?:\s*(?:\\?%|x|×|\\times))?(?![\w\-])")
_TIME_SPAN = re.compile(r"(?:the\s+)?(?:course|span|period|duration|successive|consecutive|subsequent|multiple|several|"
                        r"many|time\b|iterations?\b|epochs?\b|rounds?\b|steps?\b|years?\b|months?\b|weeks?\b|days?\b|"
                        r"generations?\b|turns?\b|decades?\b)")
# after the value: up to 12 words (no value, verb, clause word or punctuation), then the comparison marker
_MARKER_AFTER_SCOPE = re.compile(
    r"[^\w\s,;:.()]*(?:\s+(?!(?:and|or|but|while|whereas|which|that|when|where|who|is|are|was|were|than|by|to|from)\b)"
    r"[A-Za-z][\w\-@/]*){1,12}?(?<![Ii]ntersection)\s+(?:over|compared\s+(?:to|with)|relative\s+to|against|versus)\s+(?P<np>(?:[^,;.()]|\.(?=\d))+)")
_TIME_PHRASE = re.compile(r"(?:(?:one|two|three|four|five|ten|several|many|multiple|a|an|the|its|their)\s+)?(?:[\w\-]+\s+)?"
                          r"(?:years?|months?|weeks?|days?|hours?|epochs?|iterations?|steps?|rounds?|time|periods?|"
                          r"generations?|decades?|turns?|sessions?)\b")
_WITHIN_OF = re.compile(r"\s*of\s+(?P<np>[^,;.()]+)")
_LEADING_COMPARISON = re.compile(r"\s*(?:[Cc]ompared (?:with|to)|[Rr]elative to|[Aa]gainst|[Oo]ver)\s+(?P<np>[^,;.]+),")
_NUMBER_START = re.compile(r"(?<![\w.\-])\d")  # not the digit of 'HumanML3D'


# a comparative right after the value, its measure, then 'than': the words of the measure hold no punctuation
_THAN_AFTER_COMPARATIVE = re.compile(
    r"\s*(?:x\s+|times\s+)?(?:higher|lower|greater|smaller|better|worse|more|less|fewer|faster|slower|larger|"
    r"longer|shorter|cheaper)\s+(?:[^\s,;:()]+\s+){0,8}?than\s+(?P<np>(?:[^,;.()]|\.(?=\d))+)")


# A comparison anywhere in the clause: 'show substantial improvements over baseline approaches, with our
# models achieving up to 50%', 'achieved the lowest FID of 30.06, outperforming baseline models'
_COMPARISON = re.compile(
    rf"\b(?:{_OUTDOING_VERBS}|"
    r"(?:improvements?|gains?|advantages?|superiority)\s+over|(?:better|higher|lower|greater|more|less|faster)\s+than|"
    r"compared\s+(?:to|with)|relative\s+to|lags?\s+behind|lagging\s+behind)\s+"  # not 'vs.': 'normal vs. abnormal'
    r"(?P<np>[A-Za-z][^,;()]{0,79}?)(?=[,;()]|\.(?!\d)|\s[~≈]?\d[\d.]*\s*(?:%|x\b|×|times|points|pp)|'s\b|$)")


# a word every match of _COMPARISON holds
_COMPARISON_WORDS = ("outperform", "surpass", "exceed", "beat", "over", "than", "compared", "relative", "behind")


# the margin of a comparison right after the compared phrase: '... outperforming B by 8.41 absolute CER'
_OWN_MARGIN = re.compile(r"\sby\s+(?:up\s+to\s+|about\s+|over\s+|nearly\s+|more\s+than\s+|an?\s+average\s+of\s+)?[~≈$]*\d")


def _sentence_comparison(view: TextView, number: Draft, clause: tuple[int, int], methods: Within,
                         rules: ResultRules, cache: ClauseCache) -> Role | None:  # fmt: skip
    """The one thing the clause compares against, before or after the value, when nothing nearer says."""
    if not occurs_near(view.text, _COMPARISON_WORDS, clause[0], clause[1]):
        return None  # no comparison in the clause (a scan of it saved)
    match = cache.memo(("comparison", clause), lambda: _only_comparison(cache.matches_in(_COMPARISON, clause)))
    if match is None:
        return None  # none, or several compared things: which one is this value's is not said
    phrase = _compared_phrase(match.group("np"))
    phrase_end = match.start("np") + len(phrase)
    if number.start < match.start() and _OWN_MARGIN.search(view.text, match.start("np"), min(clause[1], phrase_end + 12)):
        return None  # '11.76% on the test set, outperforming the official baseline by 8.41': the margin's baseline
    if match.start() <= range_end(number) and number.start <= phrase_end:
        return None  # the value is inside the comparison ('better than 0.5')
    between = (range_end(number), match.start()) if number.start < match.start() else (phrase_end, number.start)
    if cache.any_match_within(_NUMBER_START, clause, *between) or cache.any_match_within(NEW_PREDICATE, clause, *between):
        return None  # 'an accuracy of 77.78%, an 11.11% improvement over X': X is the other value's baseline;
        # 'outperforms X and achieves F1-scores of 0.922': a score of its own, compared with nothing
    role = _phrase_role(view, match.start("np"), phrase, methods, "result/baseline-compared-in-clause")
    if role is None or role.text.split()[0].lower() in PRONOUNS | QUANTIFIERS:
        return None  # 'improving on them', 'than all': no name
    words = role.text.split()
    if role.draft is None and len(words) > 1 and words[-1].lower() in rules.metric_heads and \
            is_system_noun(words[-2].lower(), rules) and role.span is not None:  # fmt: skip
        # 'surpassing the baseline score of 2.66': the system whose score it is
        end = role.span[0] + view.text[role.span[0] : role.span[1]].rstrip().rfind(words[-1])
        trimmed = view.text[role.span[0] : end].rstrip()
        return Role(trimmed, span=(role.span[0], role.span[0] + len(trimmed)), rule=role.rule)
    if role.draft is None and words[-1].lower() in rules.metric_heads | {"of"}:
        return None  # 'surpasses an accuracy of 95%': a measure, no system
    return role


def _only_comparison(found: Sequence[re.Match[str]]) -> re.Match[str] | None:
    """The first comparison of a clause when all of them compare against one phrase."""
    phrases = {_compared_phrase(match.group("np")).lower() for match in found}
    return found[0] if len(phrases) == 1 else None


def _compared_phrase(phrase: str) -> str:
    """'traditional fine-tuning methods and achieves ...' -> 'traditional fine-tuning methods'."""
    phrase = _NEXT_PREDICATE.split(phrase, maxsplit=1)[0]
    phrase = _THOSE_OF.sub("", phrase)  # 'surpass those of prominent models'
    phrase = _DASH_BREAK.split(phrase, maxsplit=1)[0]  # 'over standard baselines - achieving ~10% ...'
    # 'than the comparably sized Whisper Tiny model': an adverb after an article is part of the name
    # 'outperforms ANN-based models with a parsing accuracy of 0.99997': the value the subject reached with
    phrase = _WITH_VALUE.split(phrase, maxsplit=1)[0]
    return _RELATIVE_OR_ADVERB.split(phrase, maxsplit=1)[0].strip(" '’")


# (the cuts of a compared phrase, compiled once: the re module's cache lookup costs a call each)
_NEXT_PREDICATE = re.compile(r"\s+(?:and|but|while|whereas)\s+(?:\w+ly\s+)?[a-z]+(?:s|ed|ing)\b")
_THOSE_OF = re.compile(r"^(?:those|that)\s+of\s+")
_DASH_BREAK = re.compile(r"\s+(?:-{1,2}|—|–)\s")
_WITH_VALUE = re.compile(r"\s+with\s+(?:an?|the|its|their)\s")
_RELATIVE_OR_ADVERB = re.compile(r"(?<!\bthe)(?<!\ba)(?<!\ban)\s+(?:due|because|thanks|when|which|that|who|where|whose|despite|"
                                 r"[a-z]+ly)\b")


_HEDGES = frozenset(["only", "just", "about", "nearly", "approximately", "around", "roughly", "merely"])


# where a compared phrase ends: a preposition, a relative word or a new predicate after the system's noun
_PHRASE_CUT = re.compile(r"\s+(?:on|in|at|across|for|with|by|under|while|running|when|that|which|whose|and\s+(?:is|are|"
                         r"achieves?|reaches|attains|obtains|sets|establishes|yields|delivers))\b")
# a participle that ends the words before a cut: the phrase is a reduced relative clause whose preposition and its
# object belong to the system ('alternatives trained with reinforcement learning', 'RAG systems built on LLM-system
# extensions', 'those trained on original datasets'); not a passive verb ('time is reduced by')
_PARTICIPLE = re.compile(r"[\w\-]*[a-z]ed|built|run|made|taken|written|done|seen|given|known|shown|grown|drawn|held|led")
_AUXILIARIES = frozenset(["is", "are", "was", "were", "be", "been", "being", "has", "have", "had", "get", "gets", "got"])
# ... whose object is a thing, not an amount ('baselines trained on over 70x more data')
_PARTICIPLE_PREPOSITION = re.compile(r"\s+(?:on|in|with|under|for|at|across)\s+(?![+\-−$~]?\d|(?:over|about|up|nearly|around|"
                                     r"more|less|fewer|only|just|approximately|roughly)\b)")


def _phrase_before_cut(phrase: str) -> str:
    """The compared phrase up to its first cut, or past it to the next one when the cut follows a participle
    ('counterparts fine-tuned on conventional RAG datasets')."""
    cut = _PHRASE_CUT.search(phrase)
    if cut is None:
        return phrase.strip()
    head = phrase[: cut.start()]
    words = head.split()
    preposition = _PARTICIPLE_PREPOSITION.match(phrase, cut.start())
    if preposition is not None and len(words) >= 2 and _PARTICIPLE.fullmatch(words[-1]) and \
            words[-2].lower() not in _AUXILIARIES:  # fmt: skip
        object_start = preposition.end()
        after = _PHRASE_CUT.search(phrase, object_start)
        tail = phrase[: after.start()] if after else phrase
        return re.split(r"\s*[,;(]", tail)[0].strip()
    return head.strip()


_COORDINATED_VERB = re.compile(r"\s+(?:and|but)\s+(?:[a-z]+ly\s+)?(?:surpass|outperform|reduc|improv|increas|show|"
                               r"demonstrat|maintain|enabl|lower|boost|cut|exceed|match|provid|offer|achiev|reach|"
                               r"attain|obtain|yield|deliver|establish|enhanc|produc|support|accelerat|preserv|generaliz|"
                               r"mitigat|strengthen|requir|remain)(?:e|es|ed|ing|s)?\b")


# (the cuts of a phrase's end, compiled once)
_AND_VALUE = re.compile(r"\s+and\s+(?:an?\s+|up\s+to\s+|about\s+)?[+\-]?\d")
_VALUE_AT_END = re.compile(r"(?:\s+of)?\s+[+\-]?\d[\d.,]*\s*\\?%?$")
_CONJUNCTION_AT_END = re.compile(r"\s+(?:and|or)$")
_COLON_BREAK = re.compile(r":(?:\s|$)")
_DETERMINER = re.compile(r"(?:those|that)\s+of\s+(?:(?:a|an|the|our|their|its|this|these)\s+)?|"
                         r"(?:a|an|the|our|their|its|this|these|those)\s+", re.IGNORECASE)


def _phrase_role(view: TextView, start: int, phrase: str, methods: Within, rule: str) -> Role | None:
    phrase = _phrase_before_cut(phrase)
    # 'over its base model and surpasses the larger Qwen2VL-72B-Instruct': a coordinated verb starts another
    # statement
    phrase = _COORDINATED_VERB.split(phrase)[0].strip()
    # 'over sequential sampling and a 1.77x speedup over ...': the next value starts another comparison;
    # 'vs. RoBERTa-base 0.485': the value is no part of the name
    phrase = _AND_VALUE.split(phrase, maxsplit=1)[0]
    phrase = _VALUE_AT_END.sub("", phrase)
    phrase = _CONJUNCTION_AT_END.sub("", phrase)  # 'over Contriever and by 2.1 points over E5': 'Contriever'
    phrase = _COLON_BREAK.split(phrase, maxsplit=1)[0].rstrip()  # 'over state-of-the-art methods: 15.81% ...': a colon opens the values
    if not phrase or _AMOUNT_START.match(phrase) or phrase.lower() in DETERMINERS | _HEDGES:
        return None  # 'compared to the 91% accuracy of ...': the value, no name
    # 'exceeding those of the original CoCa model': the system the values belong to
    determiner = _DETERMINER.match(phrase)
    if determiner and not (determiner.group().lower().startswith("those") and
                           _PARTICIPLE.fullmatch(phrase[determiner.end() :].split(" ", 1)[0])):  # fmt: skip
        phrase, start = phrase[determiner.end() :], start + determiner.end()  # but 'those trained on X': the systems
    if not phrase:
        return None
    end = start + len(phrase)
    inside = methods.inside(start, end)
    # the phrase as written ('single-inference RandOpt'), linked to the claim it names
    return Role(phrase, inside[0] if inside else None, span=(start, end), rule=rule)



# '(improves accuracy) by 6% for VideoLLaMA2': a gain of the paper's own method for a model it was added to
_BY_BEFORE = re.compile(r"\bby\s+(?:up\s+to\s+|about\s+|over\s+|nearly\s+|around\s+)?[^\w\s]*$")
# '... by 6% for VideoLLaMA2 and 11% for video-SALMONN': the next gain of the list
_LISTED_FOR_BEFORE = re.compile(r"\bby\s+[^;:()]{0,40}?\d[^;:()\s]*\s+for\s+(?:the\s+)?\S+\s*(?:,\s*(?:and\s+)?|\s+and\s+)$")
_FOR_MODEL = re.compile(r"\s*(?:points?\s+|pp\s+)?for\s+(?:the\s+)?")


def backbone_baseline(view: TextView, number: Draft, methods: Within) -> Role | None:
    """The model named after 'for' right after a gain the paper's own method brings ('it improves accuracy
    by 6% for VideoLLaMA2'): the gain is measured against that model without the method."""
    text = view.text
    if number.fields.get("kind") != "delta" and not _BY_BEFORE.search(text, max(0, number.start - 20), number.start) \
            and not _LISTED_FOR_BEFORE.search(text, max(0, number.start - 100), number.start):  # fmt: skip
        return None
    after = _FOR_MODEL.match(text, range_end(number))
    model = methods.starting_at(after.end()) if after is not None else None
    if model is None or model.type != "model":
        return None
    return Role(text[model.start : model.end], model, rule="result/baseline-backbone-after-value")


_COMPARED_IN_CLAUSE = "result/baseline-compared-in-clause"
# the one comparison of a clause, written after its values as a phrase of its own: ', outperforming X',
# ', significantly surpassing the X', ', compared to X'
_TRAILING_COMPARISON = re.compile(
    r",\s*(?:(?:\w+ly|also|even|thereby|thus|further)\s+)*(?:outperform(?:s|ed|ing)?|surpass(?:es|ed|ing)?|"
    r"exceed(?:s|ed|ing)?|beat(?:s|ing)?|compared\s+(?:to|with)|relative\s+to)\s+"
    r"(?:(?:a|an|the|our|their|its|this|these|those|all)\s+|those\s+of\s+(?:the\s+)?)?$", re.IGNORECASE)
# words between a value and the comparison that give the value a comparison, a clause or a range of its own
_OWN_COMPARISON = re.compile(r"\b(?:over|than|versus|vs|v\.s|against|compared|relative|from|while|whereas|but|when|"
                             r"which|respectively|sets?|establish(?:es|ed)?)\b|[;:]|\s--?\s|—")
# result words that are nouns as often as verbs, in a list of values mostly the measure's noun ('an F1 score of')
_NOUNS_TOO = frozenset(["score", "scores", "match", "matches", "gain", "gains", "drop", "drops", "increase", "increases",
                        "decrease", "decreases", "rise", "rises", "fall", "falls", "cut", "cuts", "lead", "leads",
                        "boost", "boosts", "yield", "yields"])  # not after 'and': '... and boosts X by 8.7%'
_POSSESSIVE_BEFORE = re.compile(r"['’]s?\s+[^\w\s]*$")
# a spread written after a value: '0.83 $\pm$ 0.08', '97.78 +/- 0.82%'
_SPREAD_BEFORE = re.compile(r"(?:±|\\pm|\+/-)[\s$]*$")
# a margin of the comparison, which is then the value it compares: '..., outperforming X by 15-1500 times'
_MARGIN_AFTER = re.compile(r"[^.;]*?\bby\s+(?:up\s+to\s+|about\s+|over\s+|nearly\s+|more\s+than\s+|an?\s+average\s+of\s+)?"
                           r"[^\w\s]*\d")
# the first end of a range whose 'from' is a few words before it: 'from below 30% ... to above 95%'
_FROM_BEFORE = re.compile(r"\bfrom\s+(?:[a-z]+\s+)?[^\w\s]*$")
# a value in parentheses after the compared name is that name's own: 'outperforming CNN (96.44 +/- 1.32%)'
_OPEN_PARENTHESIS = re.compile(r"\([^()]*$")


def share_clause_comparison(view: TextView, found: Sequence[FoundResult], rules: ResultRules) -> None:
    """'GPT-4 achieved 80% accuracy, a weighted F1-score of 0.81, and a Cohen's Kappa of 0.74, surpassing
    baseline performance'; 'X outperforms Y, achieving a PSNR of 41.87, an SSIM of 0.9814 and ...': the one
    comparison of a clause, written as a phrase of its own after its values (or as the verb before them), is
    the baseline of every value of the clause's list, not only of the value next to it. Not across a verb, a
    parenthesis, another comparison or a range start between ('from 70.9% to 85.1%'), nor to a value of
    another system."""
    text = view.text
    for index, result in enumerate(found):
        baseline = result.roles.get("baseline")
        if baseline is not None and baseline.rule == "result/baseline-marker-after-value" and baseline.span is not None:
            _share_along_by_list(view, found, index, baseline)
            continue
        if baseline is None or baseline.rule != _COMPARED_IN_CLAUSE or baseline.span is None:
            continue
        if baseline.span[0] > result.number.end:
            if not _TRAILING_COMPARISON.search(text, max(result.start, baseline.span[0] - 80), baseline.span[0]) or \
                    _MARGIN_AFTER.match(text, baseline.span[1], result.end):  # fmt: skip
                continue
            upto = text.rfind(",", result.start, baseline.span[0])  # the words from each value to the next one read
            others = [other for other in reversed(found[:index]) if other.start == result.start]
            for other in others:
                if _SPREAD_BEFORE.search(text, max(0, other.number.start - 8), other.number.start):
                    continue  # a spread, no outcome compared
                if _is_change_start(view, other, upto):
                    # 'reduces WER from 0.42 to 0.22 and CER from 0.15 to 0.08, outperforming QuartzNet': the first
                    # end of a change is compared with nothing; the list goes on before its 'from'
                    upto = _FROM_BEFORE.search(text, max(0, other.number.start - 20), other.number.start).start()  # type: ignore[union-attr]
                    continue
                if not _shares_comparison(view, other, result, range_end(other.number), upto, rules):
                    break
                upto = range_start(other.number)
                other.roles["baseline"] = replace(baseline, rule="result/baseline-shared-by-clause")
        else:
            if _OPEN_PARENTHESIS.search(text, baseline.span[1], result.number.start):
                continue
            previous = result
            for other in found[index + 1 :]:
                if other.start != result.start or \
                        not _shares_comparison(view, other, result, range_end(previous.number), range_start(other.number), rules, True):
                    break  # fmt: skip
                previous = other
                if other.roles.get("baseline") is None and \
                        not _SPREAD_BEFORE.search(text, max(0, other.number.start - 8), other.number.start):  # fmt: skip
                    other.roles["baseline"] = replace(baseline, rule="result/baseline-shared-by-clause")


# the comparison right after the last value of a list: 'by 81.1% compared to X', 'by 12% relative to X'
_MARKER_RIGHT_AFTER = re.compile(r"[^\w\s]*\s*(?:compared\s+(?:to|with)|relative\s+to|versus|vs\.?)\s+"
                                 r"(?:(?:a|an|the|our|their|its|this|these|those|all)\s+)?$")
# one step back along a list of changes 'M by V': '..., inference MACs by ', '... and improves inference speed by an
# average of ' (a verb of change may open the item; no value, parenthesis or clause word in it)
_BY_LIST_STEP = re.compile(
    r"[^\w\s]*\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?:(?:\w+ly\s+)?(?:reduc|lower|improv|increas|boost|cut|decreas|rais|"
    r"enhanc|accelerat|shrink|shorten|speed)(?:e|es|ed|ing|s)?\s+)?(?:(?!(?:while|whereas|but|which|that|when|than|"
    r"over|compared|from|to)\b)[A-Za-z][\w\-@/.]*\s+){0,6}?by\s+(?:up\s+to\s+|about\s+|over\s+|nearly\s+|"
    r"more\s+than\s+|an?\s+average\s+of\s+|approximately\s+|roughly\s+|around\s+|almost\s+)?[^\w\s]*")
_BY_BEFORE_VALUE = re.compile(r"\bby\s+(?:up\s+to\s+|about\s+|over\s+|nearly\s+|more\s+than\s+|an?\s+average\s+of\s+|"
                              r"approximately\s+|roughly\s+|around\s+|almost\s+)?[^\w\s]*$")


def _share_along_by_list(view: TextView, found: Sequence[FoundResult], index: int, baseline: Role) -> None:
    """'HTP reduces training MACs by 38.5%, inference MACs by 56.8%, and improves inference speed by 81.1% compared
    to prior methods', 'reduces the average ATE by 10% and the average RTE by 12% compared to iMOT': a comparison
    right after the last change of a list of 'M by V' is every change's of that list (the same system)."""
    text = view.text
    result = found[index]
    if baseline.span is None or not _MARKER_RIGHT_AFTER.match(text, range_end(result.number), baseline.span[0]) or \
            not _BY_BEFORE_VALUE.search(text, max(result.start, result.number.start - 40), result.number.start):  # fmt: skip
        return
    system = _method_text(result)
    later = result
    for other in reversed(found[:index]):
        if other.start != result.start or _method_text(other) != system or \
                not _BY_LIST_STEP.fullmatch(text, range_end(other.number), range_start(later.number)) or \
                not _BY_BEFORE_VALUE.search(text, max(other.start, other.number.start - 40), other.number.start):  # fmt: skip
            return
        if other.roles.get("baseline") is None:
            other.roles["baseline"] = replace(baseline, rule="result/baseline-shared-by-list")
        later = other


def _method_text(result: FoundResult) -> str | None:
    method = result.roles.get("method")
    return method.text if method is not None else None


def _is_change_start(view: TextView, other: FoundResult, upto: int) -> bool:
    """The first end of a 'from A to B' change whose later end is the value read before it."""
    partner = other.number.refs.get("range_with")
    return isinstance(partner, Draft) and other.number.start < partner.start and partner.end <= upto and \
        _FROM_BEFORE.search(view.text, max(0, other.number.start - 20), other.number.start) is not None and \
        not is_spread_start(view, other.number)  # fmt: skip


def _shares_comparison(view: TextView, other: FoundResult, result: FoundResult, start: int, end: int,
                       rules: ResultRules, after: bool = False) -> bool:  # fmt: skip
    """Whether ``other`` is a value of the same list as ``result``: no verb, comparison, clause word or range
    start between ``start`` and ``end``, no parenthesis when the list follows the comparison, the same system."""
    between = view.text[start:end]
    if _OWN_COMPARISON.search(between) or (after and re.search(r"[()]", between)):
        return False
    words = re.findall(r"[a-z]+", between.lower())
    if any(word in rules.result_verbs and (word not in _NOUNS_TOO or (index > 0 and words[index - 1] in ("and", "also")))
           for index, word in enumerate(words)):  # fmt: skip
        return False  # a verb of its own: '..., and our detection model reaches 0.92 AP -- far exceeding ...'
    if _POSSESSIVE_BEFORE.search(view.text, max(0, other.number.start - 6), other.number.start):
        return False  # "surpassing the spatial-only model's 80.45% and other methods' 76%": a compared system's value
    partner = other.number.refs.get("range_with")
    if (isinstance(partner, Draft) and partner.start > other.number.start) or \
            _FROM_BEFORE.search(view.text, max(0, other.number.start - 20), other.number.start):  # fmt: skip
        return False  # 'from 70.9% to 85.1%': the first end is the compared system's own value
    own, theirs = other.roles.get("method"), result.roles.get("method")
    return (own.text if own else None) == (theirs.text if theirs else None)


# the value compared with right after another: '(71% vs 68%)', '1.39 vs. 1.59', '78.7% versus 64.1%'
_NAME_START = re.compile(r"[A-Za-z][^$\\]*$")
_OWN_SYSTEM_AFTER = re.compile(r"[^\w\s]*\s*(?:for|by|of|from|with)\s")
_VERSUS_BETWEEN = re.compile(r"[^\w\s(),;]*\s*(?:versus|vs\.?|v\.s\.?)\s*[~≈$]*")


def versus_values(view: TextView, found: Sequence[FoundResult], methods: Within) -> None:
    """'reasoning models outperformed non-reasoning models in accuracy (71% vs 68%)', 'lower errors than GPT-4 (e.g.,
    1.39 vs. 1.59)': the value after 'vs.' is the compared system's, the one before it is compared with that system.
    The compared system is the one the sentence compares with before the pair; with none named, the later value
    gets no system of its own (not the subject's)."""
    text = view.text
    for first, second in pairwise(found):
        if not _VERSUS_BETWEEN.fullmatch(text, range_end(first.number), second.number.start):
            continue
        sentence = view.sentence_at(first.number.start)
        if sentence != view.sentence_at(second.number.start):
            continue
        compared = first.roles.get("baseline")
        if compared is None:
            match = last_match(_COMPARISON.finditer(text, sentence[0], first.number.start))
            if match is not None:
                phrase = _compared_phrase(match.group("np"))
                compared = _phrase_role(view, match.start("np"), phrase, methods, "result/baseline-of-versus-pair")
                if compared is not None and compared.text.split()[0].lower() in PRONOUNS | QUANTIFIERS:
                    compared = None
            if compared is not None:
                first.roles["baseline"] = compared
        if compared is not None and not _NAME_START.match(compared.text):
            compared = None  # '\\approx$50%', '+0.5$ mAP boost': no name
        own, theirs = first.roles.get("method"), second.roles.get("method")
        if (theirs is not None and own is not None and theirs.text != own.text and theirs.draft is not None) or \
                _OWN_SYSTEM_AFTER.match(text, range_end(second.number)):  # fmt: skip
            continue  # the later value names its own system ('... vs. 75.2% for Gemini 1.5 Pro')
        second.roles["method"] = None if compared is None else replace(compared, rule="result/method-of-versus-value")
        if second.roles.get("baseline") is not None and compared is not None and \
                second.roles["baseline"].text == compared.text:  # type: ignore[union-attr]
            second.roles["baseline"] = None
