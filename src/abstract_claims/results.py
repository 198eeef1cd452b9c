"""Result claims: each reported outcome tied to its metric, dataset, method and baseline.

Pure functions over the clean text, its tokens and clauses (a :class:`~abstract_claims.entities.TextView`),
the number drafts and the entity drafts. A number reports an outcome unless it is a setting or a count of
things ("5-shot", "839K samples", "at $s=0.875$", "with 1% of labels"). Its roles come from the clause it
stands in (a sentence cut at semicolons): the subject of the verb that reports it is the method ("X achieves
77.8%"; "our method" is the abstract's own proposal), a measure written next to it or before it is the
metric, "on D" the dataset, "over B" / "outperforms B by" the baseline. Coordinated numbers and names pair up
in order ("3.49%, 3.13%, and 10.66% in AUROC, AUPR, and TPR5%"). A role the clause does not fill stays null.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from .drafts import Draft
from .entities import TextView, Token
from .rules import RuleSet

ROLES = ("metric", "dataset", "method", "baseline")
_QUANTIFIERS = frozenset(["no", "none", "all", "every", "each", "most", "many", "some", "few", "several", "neither", "both", "any"])
_PRONOUNS = frozenset(["we", "it", "they", "this", "these", "its", "their", "our", "us", "i", "he", "she"])
_DETERMINERS = frozenset(["a", "an", "the", "our", "their", "its", "this", "these", "that", "those"])
_COMPARATIVE_GAP = (r"\s*(?:lower|higher|fewer|less|more|faster|slower|smaller|larger|better|worse|reduced|"
                    r"increased|improved|relative|absolute|average|overall)\s+")
_LEADING_WORDS = frozenset({"our", "the", "this", "their"}) | _QUANTIFIERS
_CLAUSE_BREAKS = frozenset({",", ":", ";", "(", ")", "that", "which", "where", "while", "whereas", "when", "and", "but"})


_BY_AMOUNT = r"(?:an?\s+average\s+of\s+|up\s+to\s+|about\s+)?[^\w]*$"


class ResultRules:
    """The result rules of a :class:`RuleSet`, read once."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules

    @cached_property
    def outcome_quantities(self) -> frozenset[str]:
        return self.rules.words("lexicon/outcome-quantities")

    @cached_property
    def result_verbs(self) -> frozenset[str]:
        return self.rules.words("lexicon/result-verbs")

    @cached_property
    def increase_words(self) -> frozenset[str]:
        return self.rules.words("lexicon/increase-words")

    @cached_property
    def decrease_words(self) -> frozenset[str]:
        return self.rules.words("lexicon/decrease-words")

    @cached_property
    def baseline_markers(self) -> tuple[str, ...]:
        return tuple(sorted(self.rules.words("lexicon/baseline-markers"), key=len, reverse=True))

    @cached_property
    def comparison_verbs(self) -> frozenset[str]:
        return self.rules.words("lexicon/comparison-verbs")

    @cached_property
    def baseline_after(self) -> re.Pattern[str]:
        """'... over <baseline>' within a few words after the number (and before any comma)."""
        return re.compile(rf"\s*(?:,\s*respectively,?\s+)?(?:[^\s,;]+\s+){{0,3}}?(?:{self._markers})\s+(?P<np>[^,;.()]+)")

    @cached_property
    def baseline_by(self) -> re.Pattern[str]:
        """'over <baseline> by' right before the number."""
        return re.compile(rf"\b(?:{self._markers})\s+(?P<np>[^,;.()]+?)\s+by\s+{_BY_AMOUNT}")

    @cached_property
    def compared_by(self) -> re.Pattern[str]:
        """'outperforms <baseline> by' right before the number."""
        verbs = "|".join(re.escape(verb) for verb in sorted(self.comparison_verbs, key=lambda verb: (-len(verb), verb)))
        return re.compile(rf"\b(?:{verbs})\s+(?P<np>[^,;.()]+?)\s+by\s+{_BY_AMOUNT}")

    @property
    def _markers(self) -> str:
        return "|".join(re.escape(marker) for marker in self.baseline_markers if marker != "of")

    @cached_property
    def metric_heads(self) -> frozenset[str]:
        return self.rules.words("lexicon/metric-heads-strong") | self.rules.words("lexicon/metric-heads-weak")

    @cached_property
    def reference_nouns(self) -> frozenset[str]:
        return self.rules.words("lexicon/reference-nouns")

    @cached_property
    def setting_nouns(self) -> frozenset[str]:
        return self.rules.words("lexicon/setting-nouns")

    @cached_property
    def model_nouns(self) -> frozenset[str]:
        return self.rules.words("lexicon/method-nouns") | {"baseline", "baselines", "model", "models"}

    @cached_property
    def dataset_heads(self) -> frozenset[str]:
        return self.rules.words("lexicon/dataset-heads") - {"set", "environment", "environments"}


@dataclass(slots=True)
class Role:
    """A filled role: the phrase, the entity draft when the phrase is a recognised claim, and the clean-text
    span of the phrase when it is written as one piece (a phrase built from a respectively-list is not)."""

    text: str
    draft: Draft | None = None
    span: tuple[int, int] | None = None

    def __post_init__(self) -> None:
        if self.span is None and self.draft is not None:  # the claim's own span
            self.span = (self.draft.start, self.draft.end)


@dataclass(slots=True)
class FoundResult:
    start: int
    end: int
    number: Draft
    rule: str
    roles: dict[str, Role | None] = field(default_factory=dict)
    direction: str | None = None


# ---------------------------------------------------------------------------------------------------------
# Clauses


def clauses(view: TextView) -> list[tuple[int, int]]:
    """Sentences cut at semicolons: '(i) ... 77.8%; (ii) ... 70.7%' holds two results with their own roles."""
    spans = []
    for start, end in view.sentences:
        position = start
        for match in re.finditer(r";", view.text[start:end]):
            cut = start + match.start()
            spans.append((position, cut))
            position = cut + 1
        spans.append((position, end))
    return [(a + len(view.text[a:b]) - len(view.text[a:b].lstrip()), b) for a, b in spans if view.text[a:b].strip()]


def _clause_of(clause_spans: Sequence[tuple[int, int]], position: int) -> tuple[int, int]:
    index = bisect_right(clause_spans, (position, 1 << 62)) - 1
    if index >= 0 and clause_spans[index][0] <= position < clause_spans[index][1]:
        return clause_spans[index]
    return position, position + 1


def _tokens_in(view: TextView, start: int, end: int) -> list[Token]:
    return view.tokens_between(start, end)


class _ByPosition:
    """Drafts sorted by start, to take those inside a clause without scanning them all."""

    def __init__(self, drafts: Sequence[Draft]) -> None:
        self.drafts = sorted(drafts, key=lambda d: (d.start, d.end))
        self.starts = [d.start for d in self.drafts]

    def within(self, start: int, end: int) -> list[Draft]:
        return self.drafts[bisect_left(self.starts, start) : bisect_left(self.starts, end)]


# ---------------------------------------------------------------------------------------------------------
# Which numbers report outcomes


def is_outcome(view: TextView, number: Draft, numbers: Sequence[Draft], metrics: Sequence[Draft],
               rules: ResultRules) -> bool:  # fmt: skip
    """A number that reports a result, not a setting ('5-shot', 'at $s=0.875$') or a count of things."""
    kind = number.fields["kind"]
    text = view.text
    before = text[max(0, number.start - 30) : number.start].lower()
    after = text[number.end : number.end + 40].lower()
    if kind == "parameters":
        return False
    if kind == "count":
        return _count_is_outcome(view, number, numbers, metrics)
    unit = number.fields.get("unit")
    if (unit not in (None, "%", "x", "pp", "points") and kind == "scalar"
            and number.fields.get("quantity") not in rules.outcome_quantities and " per " not in str(unit)):  # fmt: skip
        # a measured quantity with a physical unit is reported, but as a setting as often as not; not so a gain in
        # dB, an error in mm or a rate ('101 frames per second')
        return False
    if re.search(r"(?:\(|,\s)[^()]*$", before) and re.match(r"\s*\)", after) and number.fields.get("symbol"):
        return False  # '(full equivalence, $\varphi{=}1$)': a value named in passing
    if re.search(r"\b(?:at|with|for|when|where|under|using|setting|set to|given|if)\s+(?:\w+\s+){0,2}[\w=<>≤≥\s]*$",
                 before[-25:]) and kind in ("scalar", "fraction") and not re.search(r"\bto\s*$", before):  # fmt: skip
        return False  # 'at $s=0.875$', 'for sparsity $s>2/3$'
    if re.search(r"\bat\s+$", before) and any(0 <= m.start - number.end <= 1 for m in metrics):
        return False  # 'TPR at 1% FPR', 'recall at 90% precision': an operating point
    if kind in ("percent", "scalar"):
        setting = re.match(r"\s*(?:of\s+(?:the\s+)?)?([a-z\-]+)", after)
        lead = re.search(r"\b(?:at|with|using|under|only)\s+(?:a\s+|an\s+)?$", before)
        if setting and lead and setting.group(1) in rules.setting_nouns:
            return False  # 'with 1% of labels', 'at 50% sparsity'
    return True


def _count_is_outcome(view: TextView, number: Draft, numbers: Sequence[Draft], metrics: Sequence[Draft]) -> bool:
    """A count reports a result when a measure is said to be it ('its median robustness is 22 tasks') or it
    stands in a comparison with such a count ('compared with 13 (54%)')."""
    text = view.text
    before = text[max(0, number.start - 40) : number.start]
    for metric in metrics:
        if metric.end <= number.start and re.fullmatch(r"\s+(?:is|was|are|of|reaches|reached|at|=)\s+",
                                                          text[metric.end : number.start]):  # fmt: skip
            return True
    if re.search(r"\b(?:compared (?:with|to)|versus|vs\.?|against)\s+$", before):
        follows_percent = re.match(r"\s*\(\s*[\d.]+\s*\\?%", text[number.end :])
        return bool(follows_percent)
    if re.search(r"\band\s+$", before) and re.match(r"\s*\(\s*[\d.]+\s*\\?%", text[number.end :]):
        return any(n is not number and n.fields["kind"] == "count" and n.end < number.start
                   and re.match(r"\s*\(\s*[\d.]+\s*\\?%", text[n.end :]) for n in numbers)  # fmt: skip
    return False


# ---------------------------------------------------------------------------------------------------------
# Roles


def _is_symbol_math(view: TextView, start: int, end: int) -> bool:
    surface = view.text[start:end].strip()
    return bool(surface) and len(surface) <= 3 and view.markup.in_math(start)


def _metric_for(view: TextView, number: Draft, clause: tuple[int, int], metrics: Sequence[Draft],
                claimed: set[int]) -> Role | None:  # fmt: skip
    """The symbol the value is assigned to, a measure written right after it, or the nearest one before."""
    text = view.text
    symbol = number.fields.get("symbol")
    if symbol:
        found = text.rfind(symbol, clause[0], number.start)
        if found >= 0:
            return Role(symbol, span=(found, found + len(symbol)))
    tail = _range_end(number)
    for metric in metrics:
        between = text[tail : metric.start]
        if tail <= metric.start and (len(between) <= 4 or re.fullmatch(_COMPARATIVE_GAP, between)
                                     or re.fullmatch(r"\s+of\s+(?:the\s+|its\s+)?", between)):  # '98.6% of the accuracy'
            return Role(text[metric.start : metric.end], metric)
    # '2.3 times faster', '35% fewer rounds', 'on 61% of datasets': the measure is said by the words after
    # the value, and a measure named earlier in the clause is not it
    if _IMPLICIT_MEASURE.match(text, tail):
        return None
    # 'lowers $\varphi$ to $0.38$': a symbol in a formula just before 'to N'
    window = text[clause[0] : number.start]
    symbol_before = re.search(r"(\S{0,2}[^\W\d]\S{0,2})\s+(?:to|from|of|=)\s*$", window)
    if symbol_before and _is_symbol_math(view, clause[0] + symbol_before.start(1), clause[0] + symbol_before.end(1)):
        start = clause[0] + symbol_before.start(1)
        return Role(symbol_before.group(1), span=(start, start + len(symbol_before.group(1))))
    before = [m for m in metrics if clause[0] <= m.start and m.end <= number.start and id(m) not in claimed]
    if before:
        metric = before[-1]
        return Role(text[metric.start : metric.end], metric)
    # 'ECC significantly improves LLM capability ranking quality, outperforming ... by 17.64': the measure
    # is what the verb improves, when that names a quality of the output
    improved = _last(re.finditer(r"\b(?:improves?|improving|increases?|enhances?|boosts?|reduces?|lowers?)\s+"
                                 r"(?P<np>(?:[\w\-]+\s+){0,4}?(?:quality|performance|efficiency|effectiveness|"
                                 r"robustness|reliability|fidelity|stability))\b", text[clause[0] : number.start]))  # fmt: skip
    if improved is not None and len(improved.group("np").split()) > 1:
        start = clause[0] + improved.start("np")
        return Role(improved.group("np"), span=(start, start + len(improved.group("np"))))
    return None


_IMPLICIT_MEASURE = re.compile(
    r"\s*(?:times\s+)?(?:faster|slower|cheaper|quicker|smaller|larger|bigger|shorter|longer|fewer)\b"
    r"|\s*of\s+(?:the\s+)?(?:datasets|tasks|problems|questions|cases|instances|queries|prompts|samples|benchmarks)\b"
)


def _last(matches: Iterator[re.Match[str]]) -> re.Match[str] | None:
    found = None
    for found in matches:  # noqa: B007 - the last one is wanted
        pass
    return found


def _range_start(number: Draft) -> int:
    partner = number.refs.get("range_with")
    if isinstance(partner, Draft) and partner.start < number.start:
        return partner.start
    return number.start


def _range_end(number: Draft) -> int:
    partner = number.refs.get("range_with")
    if isinstance(partner, Draft) and partner.start > number.start:
        return partner.end
    return number.end


def _dataset_for(view: TextView, number: Draft, clause: tuple[int, int], datasets: Sequence[Draft],
                 sentence_datasets: Sequence[Draft], rules: ResultRules) -> Role | None:  # fmt: skip
    """'on ALFWorld' / 'on RS datasets' after the number, else a dataset named before it in the same stretch
    of the clause (no comma between, but for ', where' and parentheses)."""
    text = view.text
    candidates: list[Role] = []
    for dataset in datasets:
        between = re.sub(r"\([^()]*\)", "", text[number.end : dataset.start])
        if number.end <= dataset.start < clause[1] and not _crosses_clause(between) and re.search(
                r"\b(?:on|in|across|for|of)\s+(?:the\s+)?$", text[number.end : dataset.start][-20:]):  # fmt: skip
            candidates.append(Role(text[dataset.start : dataset.end], dataset))
    phrase = re.match(r"[^,;.]{0,40}?\bon\s+(?:the\s+)?", text[number.end : clause[1]])
    if phrase:
        words = list(re.finditer(r"[\w\-]+", text[number.end + phrase.end() : clause[1]]))[:4]
        for index, word in enumerate(words):
            if word.group().lower() in rules.dataset_heads:
                start, end = number.end + phrase.end() + words[0].start(), number.end + phrase.end() + word.end()
                candidates.append(Role(text[start:end], span=(start, end)))  # 'on RS datasets'
                break
            if index and not re.fullmatch(r"\s+", text[number.end + phrase.end() + words[index - 1].end() :
                                                             number.end + phrase.end() + word.start()]):  # fmt: skip
                break
    if candidates:
        return min(candidates, key=lambda role: role.span[0] if role.span else len(text))
    for dataset in reversed([d for d in datasets if clause[0] <= d.start and d.end <= number.start]):
        between = re.sub(r"\([^()]*\)", "", text[dataset.end : number.start])
        if _crosses_clause(between):
            break
        return Role(text[dataset.start : dataset.end], dataset)
    # 'On ImageNet-1K, our model reaches 84.1%': a leading phrase names the dataset of the whole sentence
    sentence_start = view.sentence_at(number.start)[0]
    leading = _LEADING_SCOPE.match(text, sentence_start)
    if leading is not None and leading.end() <= number.start:
        scoped = [d for d in sentence_datasets if leading.start("scope") <= d.start and d.end <= leading.end("scope")]
        if len(scoped) == 1:  # with two or more, which one a number belongs to is not said here
            return Role(text[scoped[0].start : scoped[0].end], scoped[0])
    return None


_LEADING_SCOPE = re.compile(r"\s*(?:On|Across|For|In)\s+(?P<scope>(?:[^,;.]|\.(?=\d)){1,80}),")


def _crosses_clause(between: str) -> bool:
    """A comma that starts another clause ('..., and resolves', '..., while') lies between two phrases;
    ', where ...' and ', compared with ...' continue the same statement."""
    return bool(re.search(r",(?!\s*(?:where|compared|versus|vs\.?|relative|respectively)\b)", between))


def _governing_verb(tokens: Sequence[Token], number: Draft, rules: ResultRules) -> int | None:
    """Index (in tokens) of the nearest outcome verb before the number."""
    for index in range(len(tokens) - 1, -1, -1):
        token = tokens[index]
        if token.end > number.start:
            continue
        if token.lower in rules.result_verbs:
            return index
    return None


def _subject_before(tokens: Sequence[Token], verb: int) -> tuple[int, int] | None:
    """Token range of the noun phrase right before a verb, back to a clause break."""
    end = verb
    while end > 0 and tokens[end - 1].lower.endswith("ly") and tokens[end - 1].text.isalpha():
        end -= 1  # adverbs: 'substantially reduces'
    start = end
    while start > 0 and tokens[start - 1].lower not in _CLAUSE_BREAKS and not tokens[start - 1].text.startswith("("):
        start -= 1
        if end - start > 8:
            return None
    return (start, end) if end > start else None


_ELLIPTICAL_BEFORE = re.compile(r"\s+(?:from\s+)?")
_ELLIPTICAL_OPENING = re.compile(r"(?:[,;]\s*(?:and|while|whereas|but)?|:)\s*(?:the\s+)?$")
_FOR_METHOD = re.compile(r"(?:\s+[\w\-]+){0,2}?\s+for\s+(?:the\s+)?")  # not 'with X': a backbone


def _method_for(view: TextView, number: Draft, clause: tuple[int, int], methods: Sequence[Draft],
                proposed: Draft | None, rules: ResultRules) -> Role | None:  # fmt: skip
    """The subject of the verb that reports the number, the paper's own method for 'our method', or the
    first method named before the number in the clause."""
    # '..., and GPT-4-Turbo from 79% to 31%': an elliptical clause names its method before the value
    value_start = _range_start(number)
    for candidate in methods:
        if candidate.end <= value_start and _ELLIPTICAL_BEFORE.fullmatch(view.text, candidate.end, value_start) and \
                _ELLIPTICAL_OPENING.search(view.text, clause[0], candidate.start):  # fmt: skip
            return Role(view.text[candidate.start : candidate.end], candidate)
    # '40.3% for SimPO': the method named right after the number (and its measure)
    after = _FOR_METHOD.match(view.text, _range_end(number))
    if after is not None:
        named = next((m for m in methods if m.start == after.end()), None)
        if named is not None:
            return Role(view.text[named.start : named.end], named)
    tokens = _tokens_in(view, clause[0], clause[1])
    verb = _governing_verb(tokens, number, rules)
    if verb is not None:
        # coordinated or participial verbs share the subject of the verb before them
        while verb > 0 and (tokens[verb - 1].lower in ("and", ",", "while", "thereby") or tokens[verb].lower.endswith("ing")):
            previous = _governing_verb(tokens[: verb - 1], tokens[verb - 1], rules) if verb > 1 else None  # type: ignore[arg-type]
            if previous is None:
                break
            verb = previous
        subject = _subject_before(tokens, verb)
        if subject is not None:
            role = _subject_role(view, tokens, subject, methods, proposed, rules)
            if role is not None:
                return role
            if tokens[subject[0]].lower in _QUANTIFIERS or tokens[subject[0]].lower in _PRONOUNS - {"our", "its"}:
                return _first_method_before(view, number, clause, methods)
    leading = _leading_subject(tokens, number, rules)
    if leading is not None:
        role = _subject_role(view, tokens, leading, methods, proposed, rules)
        if role is not None:
            return role
    return _first_method_before(view, number, clause, methods)


def _leading_subject(tokens: Sequence[Token], number: Draft, rules: ResultRules) -> tuple[int, int] | None:
    """The noun phrase opening a clause, after an enumerator: '(iv) our failure taxonomy works as ...'."""
    start = 0
    while start < len(tokens) and (tokens[start].text in "()[]" or re.fullmatch(r"[ivx]+|\d+|[a-h]", tokens[start].lower)):
        start += 1
    end = start
    while end < len(tokens) and end - start < 5 and tokens[end].end <= number.start:
        token = tokens[end]
        if not re.fullmatch(r"[A-Za-z][\w\-–.]*", token.text) or token.lower in rules.result_verbs:
            break
        if end > start and token.lower.endswith("s") and end + 1 < len(tokens) and tokens[end + 1].lower in (
                "as", "on", "in", "to", "by", "with", "for", "at", "that"):  # fmt: skip
            break  # 'taxonomy works as': the verb
        end += 1
    return (start, end) if end > start and tokens[start].lower in _LEADING_WORDS else None


def _first_method_before(view: TextView, number: Draft, clause: tuple[int, int],
                         methods: Sequence[Draft]) -> Role | None:  # fmt: skip
    text = view.text
    for method in methods:
        if clause[0] <= method.start and method.end <= number.start:
            between = text[clause[0] : method.start].lower()
            if re.search(r"\b(?:over|than|versus|vs\.?|against|compared (?:to|with)|relative to|outperforms?|exceeds?|surpass(?:es)?)\s+(?:the\s+)?$", between):
                continue
            return Role(text[method.start : method.end], method)
    return None


def _subject_role(view: TextView, tokens: Sequence[Token], subject: tuple[int, int], methods: Sequence[Draft],
                  proposed: Draft | None, rules: ResultRules) -> Role | None:  # fmt: skip
    text = view.text
    first, last = tokens[subject[0]], tokens[subject[1] - 1]
    inside = [m for m in methods if first.start <= m.start and m.end <= last.end]
    # 'ViT models pretrained with DINOv2 retain ...': the head of the phrase, not what it was made with
    heads = [m for m in inside if not re.search(r"\b(?:with|by|using|from|on|of|via)\s+(?:the\s+)?$",
                                                 text[first.start : m.start])]  # fmt: skip
    if heads:
        chosen = heads[-1] if len(heads) == len(inside) else heads[0]
        return Role(text[chosen.start : chosen.end], chosen)
    words = [t.lower for t in tokens[subject[0] : subject[1]]]
    if words in (["it"], ["this"]) and proposed is not None:
        return Role(text[proposed.start : proposed.end], proposed)  # 'it reduces ...': the paper's own method
    if words[0] in _QUANTIFIERS or (len(words) == 1 and words[0] in _PRONOUNS):
        return None
    head = words[-1]
    if (words[0] == "our" or "proposed" in words) and head in rules.reference_nouns and proposed is not None:
        return Role(text[proposed.start : proposed.end], proposed)
    if words[0] == "our" and len(words) > 1:
        start = tokens[subject[0] + 1].start
        return Role(text[start : last.end], span=(start, last.end))  # 'our failure taxonomy'
    if words[0] in ("it", "this") and len(words) == 1 and proposed is not None:
        return Role(text[proposed.start : proposed.end], proposed)
    surface = text[first.start : last.end]
    looks_named = any(ch.isupper() for ch in surface[1:]) or "-" in surface
    if head in rules.metric_heads:
        return None  # 'MMLU accuracy falls by 7.2 points': the subject is the measure
    if len(words) <= 6 and (head in rules.model_nouns or looks_named) and head not in _PRONOUNS:
        if words[0] in ("a", "an", "the") and len(words) > 1:  # 'the best open 7B model': no article
            first = tokens[subject[0] + 1]
            if len(words) == 2 and not looks_named:
                return None  # 'the model' names nothing
        return Role(text[first.start : last.end], span=(first.start, last.end))
    return None


def _baseline_for(view: TextView, number: Draft, clause: tuple[int, int], methods: Sequence[Draft],
                  rules: ResultRules) -> Role | None:  # fmt: skip
    """'over SparseGPT', 'than GRPO', 'within 0.026 of SparseGPT', 'outperforms B by N', 'improves the base
    model by N' - between the verb and the number, or right after the number."""
    text = view.text
    after = text[_range_end(number) : clause[1]]
    found = rules.baseline_after.match(after)
    if number.fields.get("approx") == "within":
        found = re.match(r"\s*of\s+(?P<np>[^,;.()]+)", after) or found
    if found:
        return _phrase_role(view, _range_end(number) + found.start("np"), found.group("np"), methods, rules)
    leading = re.match(r"\s*(?:[Cc]ompared (?:with|to)|[Rr]elative to|[Aa]gainst|[Oo]ver)\s+(?P<np>[^,;.]+),", text[clause[0] : number.start])
    if leading:
        return _phrase_role(view, clause[0] + leading.start("np"), leading.group("np"), methods, rules)
    window_start = max(clause[0], number.start - 120)
    before = text[window_start : number.start]
    compared = _last(rules.baseline_by.finditer(before))
    if compared:
        return _phrase_role(view, window_start + compared.start("np"), compared.group("np"), methods, rules)
    objected = rules.compared_by.search(before)
    if objected:
        role = _phrase_role(view, window_start + objected.start("np"), objected.group("np"), methods, rules)
        words = objected.group("np").lower().split()
        if role is not None and (role.draft is not None or words[-1] in rules.model_nouns):
            return role
    return None


def _phrase_role(view: TextView, start: int, phrase: str, methods: Sequence[Draft],
                 rules: ResultRules) -> Role | None:  # fmt: skip
    phrase = re.split(r"\s+(?:on|in|at|across|for|with|by|under|while|and\s+(?:is|are|achieves?))\b", phrase)[0].strip()
    phrase = re.sub(r"\s+(?:and|or)$", "", phrase)  # 'over Contriever and by 2.1 points over E5': 'Contriever'
    if not phrase or phrase[0].isdigit():
        return None
    determiner = re.match(r"(?:a|an|the|our|their|its|this|these|those)\s+", phrase, re.IGNORECASE)
    if determiner:
        phrase, start = phrase[determiner.end() :], start + determiner.end()
    if not phrase:
        return None
    end = start + len(phrase)
    inside = [m for m in methods if start <= m.start and m.end <= end]
    # the phrase as written ('single-inference RandOpt'), linked to the claim it names
    return Role(phrase, inside[0] if inside else None, span=(start, end))


def _direction(view: TextView, number: Draft, clause: tuple[int, int], rules: ResultRules) -> str | None:
    text = view.text
    value = number.fields["value"]
    surface = text[number.start : number.end]
    if surface.startswith("+"):
        return "increase"
    if surface.startswith(("-", "−")):
        return "decrease"
    partner = number.refs.get("range_with")
    if isinstance(partner, Draft) and re.search(r"\bfrom\s+$", text[max(0, min(number.start, partner.start) - 8) : min(number.start, partner.start)]):
        first, second = sorted((number, partner), key=lambda d: d.start)
        return "increase" if second.fields["value"] > first.fields["value"] else "decrease"
    window = text[max(clause[0], number.start - 60) : min(clause[1], number.end + 25)].lower()
    words = re.findall(r"[\w\-]+", window)
    down = [w for w in words if w in rules.decrease_words]
    up = [w for w in words if w in rules.increase_words]
    if number.fields.get("unit") == "x" and "speedup" in words:
        return "increase"
    if down and not up:
        return "decrease"
    if up and not down:
        return "increase"
    del value
    return None


# ---------------------------------------------------------------------------------------------------------
# Respectively lists


def _coordinated_groups(view: TextView, drafts: Sequence[Draft]) -> list[list[Draft]]:
    """Runs of drafts joined by ', ', ' and ', ', and ' only: '3.49%, 3.13%, and 10.66%'."""
    groups: list[list[Draft]] = []
    current: list[Draft] = []
    for draft in sorted(drafts, key=lambda d: d.start):
        if current and re.fullmatch(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", view.text[current[-1].end : draft.start]):
            current.append(draft)
        else:
            if len(current) > 1:
                groups.append(current)
            current = [draft]
    if len(current) > 1:
        groups.append(current)
    return groups


def _respectively(view: TextView, number_groups: Sequence[Sequence[Draft]],
                  entities: Sequence[Draft]) -> dict[int, dict[str, Draft]]:  # fmt: skip
    """Pair a list of numbers with the list of names that follows it: 'X, Y and Z in A, B and C'."""
    pairs: dict[int, dict[str, Draft]] = {}
    by_type: dict[str, list[Draft]] = {}
    for entity in entities:
        by_type.setdefault(entity.type, []).append(entity)
    for group in number_groups:
        for entity_type, items in by_type.items():
            for names in _coordinated_groups(view, items):
                if len(names) != len(group):
                    continue
                gap = view.text[group[-1].end : names[0].start]
                after = re.fullmatch(r"[^.;]{0,30}?\b(?:in|on|for|of|across)\s+(?:the\s+)?", gap)
                # 'On the ALFWorld and WebShop benchmarks, X achieves 87.3% and 62.1%, respectively'
                sentence_end = view.sentence_at(group[-1].start)[1]
                before = names[-1].end <= group[0].start and view.sentence_at(names[0].start) == \
                    view.sentence_at(group[0].start) and "respectively" in view.text[group[-1].end : sentence_end]  # fmt: skip
                if after or before:
                    for number, name in zip(group, names, strict=True):
                        pairs.setdefault(id(number), {})["metric" if entity_type == "metric" else entity_type] = name
    return pairs


def _respective_phrases(view: TextView, group: Sequence[Draft]) -> list[str] | None:
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


# ---------------------------------------------------------------------------------------------------------


def find_results(view: TextView, numbers: Sequence[Draft], entities: Sequence[Draft],
                 rules: ResultRules) -> list[FoundResult]:  # fmt: skip
    """One result per outcome number, with the roles its clause fills."""
    if not numbers:
        return []  # many abstracts report no number at all
    all_metrics = _ByPosition([e for e in entities if e.type == "metric"])
    all_datasets = _ByPosition([e for e in entities if e.type == "dataset"])
    all_methods = _ByPosition([e for e in entities if e.type in ("method", "model")])
    all_numbers = _ByPosition(numbers)
    proposed = next((e for e in all_methods.drafts if e.type == "method" and e.fields.get("proposed")), None)
    clause_spans = clauses(view)
    number_groups = _coordinated_groups(view, numbers)  # '3.49%, 3.13%, and 10.66%'
    paired = _respectively(view, number_groups, entities)
    respective: dict[int, str] = {}
    for group in number_groups:
        phrases = _respective_phrases(view, group)
        if phrases:
            respective.update({id(number): phrase for number, phrase in zip(group, phrases, strict=True)})
    group_of = {id(n): group for group in number_groups for n in group}
    # a measure written right after a number belongs to that number
    claimed = {id(m) for n in numbers for m in all_metrics.within(n.end, n.end + 5)}
    found: list[FoundResult] = []
    for number in sorted(numbers, key=lambda d: d.start):
        clause = _clause_of(clause_spans, number.start)
        sentence = view.sentence_at(number.start)
        metrics = all_metrics.within(*clause)
        datasets = all_datasets.within(*clause)
        methods = all_methods.within(sentence[0], sentence[1])
        if not is_outcome(view, number, all_numbers.within(*sentence), metrics, rules):
            continue
        pair = paired.get(id(number), {})
        roles: dict[str, Role | None] = {}
        metric_pair = pair.get("metric")
        roles["metric"] = Role(view.text[metric_pair.start : metric_pair.end], metric_pair) if metric_pair else \
            _metric_for(view, number, clause, metrics, claimed)  # fmt: skip
        dataset_pair = pair.get("dataset")
        roles["dataset"] = Role(view.text[dataset_pair.start : dataset_pair.end], dataset_pair) if dataset_pair \
            else _dataset_for(view, number, clause, datasets, all_datasets.within(*sentence), rules)  # fmt: skip
        roles["method"] = _method_for(view, number, clause, methods, proposed, rules)
        if id(number) in respective:
            roles["baseline"] = Role(respective[id(number)])
        else:
            roles["baseline"] = _baseline_for(view, number, clause, methods, rules)
        _inherit(view, number, roles, found, group_of.get(id(number)))
        if roles["method"] is None and clause[0] > view.sentence_at(number.start)[0]:
            sentence = view.sentence_at(number.start)
            first_clause = _clause_of(clause_spans, sentence[0])
            roles["method"] = _clause_subject(view, first_clause, methods, proposed, rules)
        if _is_range_start(view, number):
            roles["method"] = None  # 'from 0.506 to 0.110': the earlier value is the baseline's
        if roles["baseline"] is not None and roles["method"] is not None and roles["baseline"].text == roles["method"].text:
            roles["baseline"] = None
        direction = _direction(view, number, clause, rules)
        shared = group_of.get(id(number))
        if found and shared is not None and found[-1].number in shared:
            direction = found[-1].direction or direction  # a list shares its verb: 'improves ... by 1.02% and 1.36%'
        found.append(FoundResult(clause[0], clause[1], number, "result/clause", roles, direction))
    # '... by 4.1%, 3.6% and 2.9%, respectively, over VideoMAE': the baseline named after a list is every item's
    for group in number_groups:
        members = [result for result in found if result.number in group]
        baseline = next((r.roles["baseline"] for r in reversed(members) if r.roles.get("baseline")), None)
        for result in members:
            if result.roles.get("baseline") is None:
                result.roles["baseline"] = baseline
        # '+3.1 and +2.7 chrF++': a measure written right after the list's last number is the list's measure
        if not members:
            continue
        metric = members[-1].roles.get("metric")
        if metric is not None and metric.draft is not None and 0 <= metric.draft.start - members[-1].number.end <= 2:
            for result in members:
                result.roles["metric"] = metric
    return found


def _inherit(view: TextView, number: Draft, roles: dict[str, Role | None], found: Sequence[FoundResult],
             group: Sequence[Draft] | None) -> None:  # fmt: skip
    """Roles a number shares with the result before it: along a list ('by 1.02% and 1.36%') every role the
    first fills; across 'while' in the same sentence ('..., while reducing cost by 1.73x') the baseline."""
    if not found:
        return
    previous = found[-1]
    if group is not None and previous.number in group:
        for role in ROLES:
            if roles.get(role) is None and previous.roles.get(role) is not None:
                roles[role] = previous.roles[role]
        return
    between = view.text[previous.number.end : number.start]
    if view.sentence_at(previous.number.start) == view.sentence_at(number.start) and re.search(r"\bwhile\b", between):
        if roles.get("baseline") is None:
            roles["baseline"] = previous.roles.get("baseline")
        if roles.get("method") is None:
            roles["method"] = previous.roles.get("method")


def _clause_subject(view: TextView, clause: tuple[int, int], methods: Sequence[Draft], proposed: Draft | None,
                    rules: ResultRules) -> Role | None:  # fmt: skip
    """The method a clause is about: the subject of its first outcome verb."""
    tokens = _tokens_in(view, clause[0], clause[1])
    for index, token in enumerate(tokens):
        if token.lower in rules.result_verbs:
            subject = _subject_before(tokens, index)
            if subject is not None:
                return _subject_role(view, tokens, subject, methods, proposed, rules)
            return None
    return None


def _is_range_start(view: TextView, number: Draft) -> bool:
    partner = number.refs.get("range_with")
    if not isinstance(partner, Draft) or partner.start < number.start:
        return False
    return bool(re.search(r"\bfrom\s+$", view.text[max(0, number.start - 8) : number.start]))
