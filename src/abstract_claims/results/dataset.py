"""The dataset role: what a value was measured on, a dataset claim or a phrase naming an evaluation set."""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import islice

from ..drafts import Draft
from ..entities import TextView
from .base import (
    NEW_PREDICATE,
    QUANTIFIERS,
    ByPosition,
    ClauseCache,
    Role,
    Within,
    crosses_clause,
    is_system_noun,
    occurs_near,
    range_end,
    range_start,
)
from .lexicons import ResultRules

_PARENTHESIZED = re.compile(r"\([^()]*\)")
_SPACES = re.compile(r"\s+")


def dataset_for(view: TextView, number: Draft, clause: tuple[int, int], datasets: Within,
                sentence_datasets: Within, rules: ResultRules, cache: ClauseCache,
                systems: Within | None = None) -> Role | None:  # fmt: skip
    """'on ALFWorld' / 'on RS datasets' after the number, else a dataset named before it in the same stretch
    of the clause (no comma between, but for ', where' and parentheses)."""
    text = view.text
    # '+4.33% (BIRD) and +2.10% (Spider)', '0.87 (UCSF-PDGM)': a dataset alone in parentheses right after the value
    label = _LABEL_OPENING.match(text, range_end(number))
    if label is not None:
        labelled = datasets.starting_at(label.end())
        if labelled is not None and _LABEL_CLOSING.match(text, labelled.end):
            return Role(text[labelled.start : labelled.end], labelled, rule="result/dataset-label-in-parentheses")
    candidates: list[Role] = []
    for dataset in datasets.between(number.end, clause[1]):
        between = text[number.end : dataset.start]
        if _OWN_SCOPE_THEN_VALUE.search(between):
            # 'achieves 72.0% success on RealMobile and 78.9% on AndroidWorld', 'from 76.4% on MOSEv1 to 50.9%
            # on MOSEv2': the value has an 'on' of its own; the later dataset is the later value's
            named = _name_on_after(view, number, between, systems)
            if named is not None:
                candidates.append(named)
            break
        if crosses_clause(_PARENTHESIZED.sub("", between)) and not _MEASURED_ITEMS.match(between):
            if "(" not in between:
                break  # a comma outside parentheses lies before every later dataset too
            continue
        if _SCOPE_BEFORE_NAME.search(between[-40:]):
            candidates.append(Role(text[dataset.start : dataset.end], dataset, rule="result/dataset-on-after-value"))
            break  # the nearest one
    phrase = _ON_AFTER.match(text, number.end, clause[1])
    if phrase:
        words = list(islice(_WORD.finditer(text, phrase.end(), clause[1]), 4))
        for index, word in enumerate(words):
            evaluation_set = word.group().lower() in ("set", "sets") and index and \
                words[index - 1].group().lower() in _EVALUATION_SPLITS  # fmt: skip
            if word.group().lower() in rules.dataset_heads or evaluation_set:
                start, end = words[0].start(), word.end()
                candidates.append(Role(text[start:end], span=(start, end), rule="result/dataset-phrase-after-value"))  # 'on RS datasets'
                break
            if index and not _SPACES.fullmatch(text, words[index - 1].end(), word.start()):
                break
    if candidates:
        return min(candidates, key=lambda role: role.span[0] if role.span else len(text))
    # '(95.1% on unrelated pairs)', 'on related pairs (86.5-100%)': a value alone in parentheses with the
    # subset it was measured on, or right after it
    subset = _subset(view, number, rules)
    if subset is not None:
        return subset
    for dataset in datasets.reversed_between(clause[0], number.start):
        if dataset.end > number.start:
            continue
        between = _PARENTHESIZED.sub("", text[dataset.end : number.start])
        if crosses_clause(between):
            break
        if _TRAINING_ON.search(text, max(0, dataset.start - 40), dataset.start):
            continue  # 'Fine-tuning on STORM-BORN boosts accuracy by 7.84%': the data trained on
        return Role(text[dataset.start : dataset.end], dataset, rule="result/dataset-before-value")
    # 'On ImageNet-1K, our model reaches 84.1%': a leading phrase names the dataset of the whole sentence
    sentence = view.sentence_at(number.start)
    sentence_start = sentence[0]
    # '...; on TBX11K, prototype maps achieve 2.6x', ', and on Charades-STA, it retains 99.6%': a later clause
    # opens with a scope of its own, nearer than the sentence's
    if " on " in text[sentence_start : number.start] or " across " in text[sentence_start : number.start]:
        inner = cache.last_match_before(_INNER_SCOPE, sentence, number.start)
        if inner is not None and inner.start() > sentence_start and not _CLAUSE_PUNCTUATION.search(text, inner.end(),
                                                                                                  number.start):
            scoped = sentence_datasets.inside(inner.start("scope"), inner.end("scope"))
            if len(scoped) == 1:
                return Role(text[scoped[0].start : scoped[0].end], scoped[0], rule="result/dataset-clause-leading-scope")
    leading = _LEADING_SCOPE.match(text, sentence_start)
    if leading is not None and leading.end() <= number.start:
        scoped = sentence_datasets.inside(leading.start("scope"), leading.end("scope"))
        if len(scoped) == 1:  # with two or more, which one a number belongs to is not said here
            return Role(text[scoped[0].start : scoped[0].end], scoped[0], rule="result/dataset-leading-scope")
    # 'Furthermore, on the closed-loop Bench2Drive dataset, our approach achieves ...', 'For instance, on the PACS
    # benchmark, ...': the same scope after a linking adverb, unless its comma only separates list items ('on
    # benchmarks such as A, B, and C, X reduces ...')
    adverbial = _ADVERB_LEADING_SCOPE.match(text, sentence_start)
    if adverbial is not None and adverbial.end() <= number.start and \
            not _LIST_GOES_ON.match(text, adverbial.end()):  # fmt: skip
        scoped = sentence_datasets.inside(adverbial.start("scope"), adverbial.end("scope"))
        if len(scoped) == 1 and sentence_datasets.starting_at(adverbial.end()) is None:
            return Role(text[scoped[0].start : scoped[0].end], scoped[0], rule="result/dataset-adverb-leading-scope")
    # 'On the locked test split, X achieves 0.7335 precision', ': on the sparse-change subset with less than 5%
    # changed area, F1 improves from A to B': a scope that names no dataset but a split or subset of the evaluation
    # data, written as it stands (guidelines, 6: 'blind evaluation set')
    unnamed = cache.last_match_before(_UNNAMED_SCOPE, sentence, number.start) \
        if occurs_near(text, _SPLIT_HEAD_WORDS, sentence_start, number.start) else None  # (a scan of the sentence)
    if unnamed is not None and unnamed.start() >= sentence_start and unnamed.end() <= number.start and \
            not sentence_datasets.inside(unnamed.start(), unnamed.end()) and \
            not _LATER_SCOPE.search(text, unnamed.end(), number.start):  # fmt: skip
        return Role(unnamed.group("np"), span=unnamed.span("np"), rule="result/dataset-unnamed-split-scope")
    # 'Evaluated on the ODIR-5K dataset, DMS-Net achieves 80.5%', 'Empirical evaluations on the CMATH dataset
    # reveal ... 9.5%': the one dataset the sentence evaluates on, before the value
    first_two = list(islice(sentence_datasets, 2))
    if len(first_two) == 1 and first_two[0].end <= number.start:
        only = first_two[0]
        if _EVALUATED_ON.search(text[max(sentence_start, only.start - 30) : only.start]) \
                and not _TRAINING_ON.search(text, max(0, only.start - 40), only.start) \
                and not cache.any_match_within(NEW_PREDICATE, sentence, only.end, number.start):  # fmt: skip
            return Role(text[only.start : only.end], only, rule="result/dataset-evaluated-on")
    # 'Our experiments on vision generation benchmarks show ... 50%': a named collection, no dataset claim
    if not first_two:
        phrase_before = cache.last_match_before(_COLLECTION_ON, sentence, number.start)
        if phrase_before is not None and phrase_before.start() >= sentence_start \
                and not cache.any_match_within(NEW_PREDICATE, sentence, phrase_before.end(), number.start) and \
                any(word.lower() not in _VAGUE_MODIFIERS for word in phrase_before.group("np").split()[:-1]):  # fmt: skip
            return Role(phrase_before.group("np"), span=phrase_before.span("np"), rule="result/dataset-collection-evaluated-on")
    return None


# 'on the competition-level AIME24': a preposition, an article and a compound adjective before the name
_SCOPE_BEFORE_NAME = re.compile(r"\b(?:on|in|across|for|of)\s+(?:the\s+)?(?:[a-z]+-[a-z][a-z\-]*\s+)?$")
# a list of measured items after the value: '+14.7 ROUGE-L, +6.18 SARI on MTSamples' (each item a value and
# a measure's words, no verb): the dataset after the last item is every item's
_MEASURED_ITEMS = re.compile(r"(?:\s*[\w@\-]+){1,2}(?:\s*,\s*(?:and\s+)?[+\-−]?\d[\d.]*\s*%?(?:\s*[A-Za-z][\w@\-]*){1,2})+"
                             r"\s+(?:on|in|across)\s+(?:the\s+)?$")
# the value's own 'on <name>', then a later value with an 'on' of its own before the dataset
_OWN_SCOPE_THEN_VALUE = re.compile(r"^[^,;]{0,40}?\bon\s+[^,;]{1,80}?(?<![\w.@\-])[+\-]?\d[\d.]*\s*(?:\\?%|x\b|×)?"
                                   r"[^,;]{0,60}?\bon\s+(?:the\s+)?$")
# a name after the value's 'on' that no claim covers: CamelCase, capitals or a digit in it ('RealMobile', 'MOSEv1')
_NAME_ON_AFTER = re.compile(r"[^,;.]{0,40}?\bon\s+(?:the\s+)?(?P<np>(?:[A-Z][\w\-]*[A-Z0-9][\w\-]*|[A-Z]{2,}[\w\-]*)"
                            r"(?:\s+v?\d+(?:\.\d+)*)?)(?=\s*(?:[,;()]|\.(?!\d)|and\b|to\b|with\b|while\b|$))")


def _name_on_after(view: TextView, number: Draft, between: str, systems: Within | None) -> Role | None:
    found = _NAME_ON_AFTER.match(between)
    if found is None:
        return None
    start, end = number.end + found.start("np"), number.end + found.end("np")
    if systems is None:
        return None
    covering = [d for d in systems.between(start - 40, end) if d.start < end and start < d.end]
    if any(d.type != "method" or (d.start, d.end) != (start, end) for d in covering):
        return None  # 'speedup on SAM-H': a model the value was reached with, no data
    # a name typed as a method stands where the later value's dataset stands ('72.0% success on RealMobile and
    # 78.9% on AndroidWorld'): it is the data this value was measured on, and is written as it stands
    return Role(view.text[start:end], span=(start, end), rule="result/dataset-name-on-after-value")


_OPENING_ON_SUBSET = re.compile(r"\bon\s+(?:the\s+)?(?P<np>(?:[a-z][\w\-]*\s+){0,2}[a-z][\w\-]*)\s*\(\s*$")
_SUBSET_CLOSING = re.compile(r"\s+on\s+(?:the\s+)?(?P<np>(?:[a-z][\w\-]*\s+){0,2}[a-z][\w\-]*)\s*\)")
_SUBSET_AFTER = re.compile(r"(?:\s*(?:\$|\\times|×|x\b|times\b|%|\\%))*\s+on\s+(?:the\s+)?"
                           r"(?P<np>(?:[a-z][\w\-]*\s+){0,2}[a-z][\w\-]*)(?=\s*(?:[,;.)]|and\b|while\b|$))")
_NOT_SUBSETS = frozenset(["average", "par", "top", "time", "demand", "purpose", "hand", "track", "board", "it", "them",
                          "this", "that", "these", "those", "which", "each", "both", "all", "metrics", "scores",
                          "measures", "criteria"])  # what is measured, not on what


_LETTER = re.compile(r"[A-Za-z]")
_TIMES_SIGN = re.compile(r"(?:\\times|[xX×]|times)(?![A-Za-z])")
_CLOSING_AFTER_PERCENT = re.compile(r"\s*%?\s*\)")
_PLURAL_WORD = re.compile(r"[^s]s$")


def _subset(view: TextView, number: Draft, rules: ResultRules) -> Role | None:
    text = view.text
    start, end = range_start(number), range_end(number)
    surface = text[start:end]
    # (a value with no letter, most of them, has none once its times signs are gone: no substitution then)
    if _LETTER.search(surface) and _LETTER.search(_TIMES_SIGN.sub("", surface)):
        return None  # '(1-12 mm)': a size, no score on a subset
    inside = text.rfind("(", max(0, start - 3), start)
    rule = "result/dataset-subset-of-parenthesized-value"
    if inside >= 0 and not text[inside + 1 : start].strip(" ~$"):
        phrase = _SUBSET_CLOSING.match(text, end)
        if phrase is None and _CLOSING_AFTER_PERCENT.match(text[end : end + 8]):
            phrase = _OPENING_ON_SUBSET.search(text, max(0, inside - 60), inside + 1)
    else:
        phrase, rule = _SUBSET_AFTER.match(text, end), "result/dataset-subset-after-value"
    if phrase is None:
        return None
    words = phrase.group("np").lower().split()
    # a plural head names items measured ('pairs', 'recommendations'); a singular one as often a quality
    # ('scores on coherence (8.1/10)'); a quantifier no subset ('on some queries (14%-37%)'), a system noun
    # the system the value was reached with ('by 10-13% on larger models')
    if words[-1] in _NOT_SUBSETS or not _PLURAL_WORD.search(words[-1]) or words[0] in QUANTIFIERS \
            or is_system_noun(words[-1], rules) or words[-1] in rules.system_heads:  # fmt: skip
        return None
    return Role(phrase.group("np"), span=phrase.span("np"), rule=rule)


_LABEL_OPENING = re.compile(r"(?:\s*(?:\\?%|points?|pp|x\b|×))?\s*\(\s*(?:on\s+)?")
_LABEL_CLOSING = re.compile(r"\s*\)")
_ON_AFTER = re.compile(r"[^,;.]{0,40}?\bon\s+(?:the\s+)?")
_WORD = re.compile(r"[\w\-]+")
_EVALUATION_SPLITS = frozenset(["evaluation", "test", "testing", "validation", "dev", "development", "held-out",
                                "blind", "hidden", "private", "public"])
# a gerund of training opening the sentence before the name ('Fine-tuning on STORM-BORN boosts accuracy'): the
# data the intervention trains on, not where the value was measured ('the accuracy of standard training on
# MVBench' is measured there)
_TRAINING_ON = re.compile(r"(?:^|[.:;]\s+)(?:Fine-?tuning|Training|Pre-?training|Post-?training|Distilling)"
                          r"(?:\s+[a-z][\w\-]*){0,2}?\s+on\s+(?:the\s+)?$")
_EVALUATED_ON = re.compile(r"\b(?:on|in)\s+(?:the\s+)?$")
_COLLECTION_ON = re.compile(r"\bon\s+(?:(?:the|an?|two|three|four|five|several|multiple)\s+)?"
                            r"(?P<np>(?:(?!(?:across|of|for|with|in|on|from|and|or)\s)[\w\-]+\s+){0,3}(?:benchmarks?|datasets?|corpora|suites?|(?:evaluation|test) sets?))"
                            r"(?=\s*(?:[,;.)]|and\b|show|demonstrat|reveal|indicat|suggest|confirm|validat))")
# words that do not make a collection a named one: 'on two standard benchmarks' names nothing
_VAGUE_MODIFIERS = frozenset(["standard", "popular", "public", "common", "commonly", "widely-used", "various", "different",
                              "diverse", "several", "existing", "benchmark", "real-world", "challenging", "large-scale",
                              "extensive", "representative", "multiple", "many", "other", "these", "our", "new"])


_INNER_SCOPE = re.compile(r"(?:;|,\s*(?:and|while|whereas|but)|:)\s+(?:[Oo]n|[Aa]cross)\s+(?P<scope>(?:[^,;.:]|\.(?=\d)){1,80}),")
_CLAUSE_PUNCTUATION = re.compile(r"[,;:]")
_SPLIT_HEAD = (r"(?:splits?|subsets?|partitions?|(?:test|testing|evaluation|validation|held-out|hold-out|holdout|dev|"
               r"development|blind|hidden|private|public)\s+(?:sets?|data|splits?|cohorts?))")
# a word every split head holds: a match of _UNNAMED_SCOPE needs one before the value
_SPLIT_HEAD_WORDS = ("split", "subset", "partition", "test", "evaluation", "validation", "held", "hold", "dev", "blind",
                     "hidden", "private", "public")
# the scope opens the sentence or a later clause; the phrase runs to its comma, or to the subject right after it
_UNNAMED_SCOPE = re.compile(r"(?:^|(?<=[.;:])|(?<=[.;:]\s)|,\s*(?:and\s+|while\s+|whereas\s+|but\s+)?)\s*(?:[A-Z][a-z]+(?:\s+[a-z]+)?:\s*)?"
                            r"(?:[Oo]n|[Aa]cross|[Ii]n)\s+(?:the|its|our|their)\s+"
                            r"(?P<np>(?:[\w\-]+\s+){0,3}?" + _SPLIT_HEAD + r")(?![\w\-])"
                            r"(?:\s+(?:with|containing|of)\s[^,;:()]{0,60}?)?(?:\s*,|\s+(?=(?:it|they|we|this|our|the)\s))")
# a later 'on / across <something>' between the scope and the value gives the value a scope of its own
_LATER_SCOPE = re.compile(r"\b(?:on|across)\s+(?:the\s+)?[\w\-]+")
# after a section label ('Results: On the TXIT benchmark, ...')
_LEADING_SCOPE = re.compile(r"\s*(?:[A-Z][a-z]+(?:\s+[a-z]+)?:\s*)?(?:On|Across|For|In)\s+(?P<scope>(?:[^,;.]|\.(?=\d)){1,80}),")
# after an opening adverb and its comma ('Furthermore, on ...', 'For instance, on ...', 'Notably, in terms of ...')
_ADVERB_LEADING_SCOPE = re.compile(r"\s*[A-Z][a-z]+(?:\s+[a-z]+)?,\s*(?:on|across|for|in)\s+"
                                   r"(?P<scope>(?:[^,;.]|\.(?=\d)){1,80}),\s*")
# a comma that continues a list: 'on A, B, and C,' , 'on A, and B,'
_LIST_GOES_ON = re.compile(r"\s*(?:and|or)\s")



def edition_dataset(view: TextView, number: Draft, role: Role | None, group: Sequence[Draft] | None,
                    datasets: ByPosition) -> Role | None:  # fmt: skip
    """'on CodeArena 1.0, 2.0, and Pro, ... 45.2%, 51.3%, and 38.0%, respectively': a dataset written with its
    edition and followed by further editions of it names one dataset per edition. A list of as many values
    pairs with them in order (the later editions are written bare: '2.0', 'v2.2'); any other value does not say
    which edition it was measured on, and the first edition is no more its dataset than the others."""
    if role is None or role.draft is None or not _ENDS_IN_EDITION.search(role.text):
        return role
    editions: list[tuple[int, int]] = [(role.draft.start, role.draft.end)]
    position = role.draft.end
    while (item := _EDITION_ITEM.match(view.text, position)) is not None:
        if datasets.within(item.start("edition"), item.end("edition")):
            break  # 'on CodeArena 1.0, Spider and BIRD': another dataset, no edition
        editions.append(item.span("edition"))
        position = item.end()
    if len(editions) == 1:
        return role
    if group is None or len(group) != len(editions) or min(n.start for n in group) < editions[-1][1] - 200:
        return None
    index = next(i for i, n in enumerate(group) if n is number)
    if index == 0:
        return role
    start, end = editions[index]
    return Role(view.text[start:end], span=(start, end), rule="result/dataset-edition-in-list")


def is_listed_edition(view: TextView, number: Draft, datasets: ByPosition) -> bool:
    """'on CodeArena 1.0, 2.0, and Pro': '2.0' is an edition of the dataset listed before it, no outcome."""
    for dataset in datasets.within(max(0, number.start - 120), number.start):
        if dataset.end > number.start or not _ENDS_IN_EDITION.search(view.text, dataset.start, dataset.end):
            continue
        position = dataset.end
        while (item := _EDITION_ITEM.match(view.text, position)) is not None and item.start("edition") <= number.start:
            if item.start("edition") == number.start:
                return True
            position = item.end()
    return False


_EDITION = (r"(?P<edition>[vV]?\d+\.\d+|[vV]\d+|(?:19|20)\d\d|[A-Z][a-z]+)(?![\w\-]|\.\d)"
            r"(?=\s*(?:[,;:)]|\.(?!\d)|$|(?:and|or|with|for|datasets?|benchmarks?|splits?|versions?|editions?)\b))")
_EDITION_ITEM = re.compile(r"(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)" + _EDITION)
_EDITION_BEFORE = re.compile(_EDITION + r"(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)$")
_ENDS_IN_EDITION = re.compile(r"\s(?:[vV]?\d+\.\d+|[vV]\d+|(?:19|20)\d\d)$")
