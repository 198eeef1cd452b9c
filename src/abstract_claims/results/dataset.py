"""The dataset role: what a value was measured on, a dataset claim or a phrase naming an evaluation set."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..drafts import Draft
from ..entities import TextView
from .base import NEW_PREDICATE, Role, crosses_clause, last_match
from .lexicons import ResultRules


def dataset_for(view: TextView, number: Draft, clause: tuple[int, int], datasets: Sequence[Draft],
                 sentence_datasets: Sequence[Draft], rules: ResultRules) -> Role | None:  # fmt: skip
    """'on ALFWorld' / 'on RS datasets' after the number, else a dataset named before it in the same stretch
    of the clause (no comma between, but for ', where' and parentheses)."""
    text = view.text
    candidates: list[Role] = []
    for dataset in datasets:
        between = re.sub(r"\([^()]*\)", "", text[number.end : dataset.start])
        if number.end <= dataset.start < clause[1] and not crosses_clause(between) and re.search(
                r"\b(?:on|in|across|for|of)\s+(?:the\s+)?$", text[number.end : dataset.start][-20:]):  # fmt: skip
            candidates.append(Role(text[dataset.start : dataset.end], dataset, rule="result/dataset-on-after-value"))
    phrase = re.match(r"[^,;.]{0,40}?\bon\s+(?:the\s+)?", text[number.end : clause[1]])
    if phrase:
        words = list(re.finditer(r"[\w\-]+", text[number.end + phrase.end() : clause[1]]))[:4]
        for index, word in enumerate(words):
            evaluation_set = word.group().lower() in ("set", "sets") and index and \
                words[index - 1].group().lower() in _EVALUATION_SPLITS  # fmt: skip
            if word.group().lower() in rules.dataset_heads or evaluation_set:
                start, end = number.end + phrase.end() + words[0].start(), number.end + phrase.end() + word.end()
                candidates.append(Role(text[start:end], span=(start, end), rule="result/dataset-phrase-after-value"))  # 'on RS datasets'
                break
            if index and not re.fullmatch(r"\s+", text[number.end + phrase.end() + words[index - 1].end() :
                                                             number.end + phrase.end() + word.start()]):  # fmt: skip
                break
    if candidates:
        return min(candidates, key=lambda role: role.span[0] if role.span else len(text))
    for dataset in reversed([d for d in datasets if clause[0] <= d.start and d.end <= number.start]):
        between = re.sub(r"\([^()]*\)", "", text[dataset.end : number.start])
        if crosses_clause(between):
            break
        return Role(text[dataset.start : dataset.end], dataset, rule="result/dataset-before-value")
    # 'On ImageNet-1K, our model reaches 84.1%': a leading phrase names the dataset of the whole sentence
    sentence_start = view.sentence_at(number.start)[0]
    leading = _LEADING_SCOPE.match(text, sentence_start)
    if leading is not None and leading.end() <= number.start:
        scoped = [d for d in sentence_datasets if leading.start("scope") <= d.start and d.end <= leading.end("scope")]
        if len(scoped) == 1:  # with two or more, which one a number belongs to is not said here
            return Role(text[scoped[0].start : scoped[0].end], scoped[0], rule="result/dataset-leading-scope")
    # 'Evaluated on the ODIR-5K dataset, DMS-Net achieves 80.5%', 'Empirical evaluations on the CMATH dataset
    # reveal ... 9.5%': the one dataset the sentence evaluates on, before the value
    before = [d for d in sentence_datasets if d.end <= number.start]
    if len(sentence_datasets) == 1 and before and _EVALUATED_ON.search(text[max(sentence_start, before[0].start - 30) :
                                                                            before[0].start]) \
            and not NEW_PREDICATE.search(text, before[0].end, number.start):  # fmt: skip
        return Role(text[before[0].start : before[0].end], before[0], rule="result/dataset-evaluated-on")
    # 'Our experiments on vision generation benchmarks show ... 50%': a named collection, no dataset claim
    if not sentence_datasets:
        phrase_before = last_match(_COLLECTION_ON.finditer(text, sentence_start, number.start))
        if phrase_before is not None and not NEW_PREDICATE.search(text, phrase_before.end(), number.start) and \
                any(word.lower() not in _VAGUE_MODIFIERS for word in phrase_before.group("np").split()[:-1]):  # fmt: skip
            return Role(phrase_before.group("np"), span=phrase_before.span("np"), rule="result/dataset-collection-evaluated-on")
    return None


_EVALUATION_SPLITS = frozenset(["evaluation", "test", "testing", "validation", "dev", "development", "held-out",
                                "blind", "hidden", "private", "public"])
_EVALUATED_ON = re.compile(r"\b(?:on|in)\s+(?:the\s+)?$")
_COLLECTION_ON = re.compile(r"\bon\s+(?:(?:the|an?|two|three|four|five|several|multiple)\s+)?"
                            r"(?P<np>(?:(?!(?:across|of|for|with|in|on|from|and|or)\s)[\w\-]+\s+){0,3}(?:benchmarks?|datasets?|corpora|suites?|(?:evaluation|test) sets?))"
                            r"(?=\s*(?:[,;.)]|and\b|show|demonstrat|reveal|indicat|suggest|confirm|validat))")
# words that do not make a collection a named one: 'on two standard benchmarks' names nothing
_VAGUE_MODIFIERS = frozenset(["standard", "popular", "public", "common", "commonly", "widely-used", "various", "different",
                              "diverse", "several", "existing", "benchmark", "real-world", "challenging", "large-scale",
                              "extensive", "representative", "multiple", "many", "other", "these", "our", "new"])


_LEADING_SCOPE = re.compile(r"\s*(?:On|Across|For|In)\s+(?P<scope>(?:[^,;.]|\.(?=\d)){1,80}),")

