"""Proposals: names the abstract introduces ('we propose X', 'called X', 'our X', 'X, a ...')."""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .appositives import APPOSITIVE, BRACKETS, WORDS, appositive_label, names_a_model, read_appositive
from .candidates import (
    P_ACRONYM,
    P_CONTEXT,
    P_LEXICON,
    P_PROPOSED,
    S_APPOSITIVE,
    S_KIND_BEFORE,
    S_PARTNER,
    S_PROPOSED_SYSTEM,
    Mention,
    Vote,
)
from .resolution import cast
from .shapes import _is_capitalized, _title_run_end, is_name_shaped
from .view import T_CAPITALIZED, T_TRIGGER, TextView, Token

if TYPE_CHECKING:
    from .lexicons import EntityRules


_FIRST_PERSON = re.compile(r"\b(?:we|our|us)\b|\bthis (?:paper|work|study)\b", re.IGNORECASE)


def denoted_mentions(view: TextView, rules: EntityRules, candidates: list[Mention]) -> list[Mention]:
    """'(denoted as CV MAE and CV DINOv2)', 'referred to as X': the phrases named there, whole.

    A phrase of generic parts only ('denoted as RS FMs') names nothing; one that holds a known name takes its
    label ('CV MAE' is a model, like 'MAE').
    """
    found: list[Mention] = []
    text = view.text
    if "denoted" not in text and "referred" not in text and "termed" not in text:
        return found
    for cue in re.finditer(r"\b(?:(?:denoted|termed)(?:\s+as)?|referred\s+to\s+as)\s+", text):
        position = cue.end()
        stop = re.search(r"[(),;.:]|$", text[position:])  # '(' opens the name's acronym, read by the acronym rules
        segment_end = position + (stop.start() if stop else 0)
        for piece in re.finditer(r"(?<![^\s,])(?!and\b|or\b)[^\s,]+(?:\s+(?!and\b|or\b)[^\s,]+){0,3}", text[position:segment_end]):
            start, end = position + piece.start(), position + piece.end()
            inner = [m for m in candidates if start <= m.start and m.end <= end and m.label != "metric"]
            if not inner:
                continue
            # the name runs from its first to its last word that is not in lower case: around it, the sentence
            # goes on ('termed LoRa-FL designed for training', 'termed MilChat is introduced', 'termed the
            # MeanFlow model', 'against standard Information Component')
            start, end = _name_within(text, start, end)
            start, end = min(start, inner[0].start), max(end, max(m.end for m in inner))
            words = text[start:end].split()
            if len(words) < 2 or (inner[0].start == start and inner[0].end == end):
                continue
            found.append(Mention(start, end, inner[0].label, "entity/denoted-as", P_ACRONYM,
                                 family=inner[0].family))  # fmt: skip
    return found


def _name_within(text: str, start: int, end: int) -> tuple[int, int]:
    """The span from the first to the last word of text[start:end] that does not start in lower case (an
    acronym, a capitalized or coined word: 'MAE', 'DINOv2'), or (end, start) when there is none."""
    words = [word.span() for word in re.finditer(r"\S+", text[start:end])
             if word.group().lstrip("\"'`“‘")[:1].isalnum() and not word.group().lstrip("\"'`“‘")[:1].islower()]  # fmt: skip
    if not words:
        return end, start
    return start + words[0][0], start + words[-1][1]


def _names_an_observation(tokens: Sequence[Token], index: int, rules: EntityRules) -> bool:
    """'a phenomenon we term Spatiotemporal Energy Decay', 'an effect, which we call X': the name given to
    what the paper observes is no method (the noun before the naming verb, past 'we', 'which', 'that', ',')."""
    at = index - 1
    while at >= 0 and index - at <= 4 and tokens[at].lower in ("we", "which", "that", ",", "here", "hereafter"):
        at -= 1
    return at >= 0 and tokens[at].lower in rules.observation_nouns


def _label_before(view: TextView, trigger: int, rules: EntityRules) -> str | None:
    """What the noun phrase before 'called' / 'dubbed' says a name is: 'a new evaluation suite, dubbed X'."""
    tokens = view.tokens
    sentence_start = view.sentence_at(tokens[trigger].start)[0]
    words = [t.lower for t in tokens[max(0, trigger - 6) : trigger] if t.start >= sentence_start]
    while words and words[-1] in (",", "which", "we", "is", "are", "was"):
        words.pop()
    phrase = " ".join(words[-4:])
    if words and rules.dataset_appositive_pattern.search(phrase):
        return "dataset"
    if words and words[-1] in rules.method_nouns:
        return "method"
    if words and words[-1] in _MEASURE_NOUNS:
        return "metric"  # 'a novel evaluation metric called Minimal Pair Accuracy (MPA)'
    return None


_MEASURE_NOUNS = frozenset(["metric", "measure", "score", "index"])


def proposal_mentions(view: TextView, rules: EntityRules, candidates: list[Mention]) -> list[Mention]:
    """Names the abstract introduces: 'we propose X', 'called X', 'which we call X', 'our X', 'X, a ...'."""
    tokens = view.tokens
    text = view.text
    new: list[Mention] = []
    by_start = sorted(candidates, key=lambda m: (m.start, -m.end))
    starting_at: dict[int, list[Mention]] = {}
    for mention in by_start:
        starting_at.setdefault(mention.start, []).append(mention)
    for index in view.where(T_TRIGGER):
        token = tokens[index]
        lower = token.lower
        trigger = None
        if lower in rules.propose_verbs and index > 0 and (
                tokens[index - 1].lower in _PROPOSER_BEFORE or _shares_first_person(view, index)):  # fmt: skip
            trigger = "propose"
        elif token.text[0].islower() and ((lower in rules.naming_verbs and lower.endswith("ed") and _FIRST_PERSON.search(text[slice(*view.sentence_at(token.start))])) or (lower in rules.naming_verbs and index > 0 and tokens[index - 1].lower == "we")):  # ('the Named Entity Recognition system' names nothing)
            trigger = "named"
        elif lower == "our" and index + 1 < len(tokens):
            trigger = "our"
            while index + 1 < len(tokens) and tokens[index + 1].lower in ("proposed", "new", "novel", "first",
                                                                           "second", "third", "final", "main"):  # fmt: skip
                index += 1
        if trigger is None or (trigger == "named" and _names_an_observation(tokens, index, rules)):
            continue
        sentence_end = view.sentence_at(token.start)[1]
        target = _explained_by_dash(view, index + 1, rules) if trigger == "propose" else None
        if target is not None:
            new.append(target)
        else:
            target = _next_name(tokens, index + 1, starting_at, sentence_end, trigger, text, rules)
        if target is None and trigger == "propose":
            target = _named_after_colon(view, token.end, sentence_end, rules, starting_at)
        if target is None and trigger == "propose":
            target = _new_name_after_trigger(view, index + 1, rules, starting_at)
            if target is not None and all(target is not m for m in starting_at.get(target.start, ())):
                new.append(target)
        if target is None and trigger == "named" and index + 1 < len(tokens):
            following = tokens[index + 1]  # 'a model, called Llemma': a plain capitalized word is named here
            if view.classes[index + 1] & T_CAPITALIZED and following.text.isalpha() and not following.sentence_start \
                    and not rules.is_generic(following.text):  # fmt: skip
                # the whole run of capitalized words: 'a space ... called Thought Space' (not 'with SLMs')
                last = _title_run_end(tokens, index + 1, view) - 1
                for inner in range(index + 2, last):
                    if tokens[inner].lower in ("of", "for", "with", "to") and rules.is_generic(tokens[inner + 1].text):
                        last = inner - 1
                        break
                # (what the noun before says it is: 'a new dataset named Interplay', 'a metric called Hybrid Accuracy')
                kind = _label_before(view, index, rules) or "method"
                target = Mention(following.start, tokens[last].end, kind, "entity/named", P_PROPOSED)
                new.append(target)
        if target is None:
            continue
        target.proposed = True
        appositive = read_appositive(text, target.end, rules, introduced=True)
        label, rule = (appositive.label if appositive is not None else None), APPOSITIVE
        if label is None and trigger == "named":  # 'a new evaluation suite, dubbed MIMIR-Clean'
            label, rule = _label_before(view, index, rules), "entity/called-kind"
        # ('Qwen3-Omni, a unified multimodal model': a model noun heads the appositive, a release of the family)
        if label == "method" and target.label == "model" and target.rule == "model/family-version" \
                and not (appositive is not None and appositive.noun in rules.model_heads):  # fmt: skip
            # 'We propose LLaVA-NeuMT, a novel ... translation framework': the paper's system, named after the
            # released family it builds on, as the appositive says
            cast(view, rules, target, Vote("method/proposed-system", "method", S_PROPOSED_SYSTEM))
        elif label is not None:  # an acronym's 'method' is a default: 'We introduce CORE (...), a dataset'
            cast(view, rules, target, Vote(rule, label, S_APPOSITIVE))
        elif target.rule == "model/family-compound":
            # 'We propose PointSAM': the paper's system, built on SAM, not a released model
            cast(view, rules, target, Vote("method/proposed-system", "method", S_PROPOSED_SYSTEM))
        if target.partner is not None:
            target.partner.proposed = True
            cast(view, rules, target.partner, Vote(target.decision, target.label, S_PARTNER))
    # 'We turn this geometry into CoRP (Consolidating ...), a gradient-free operator': a name first met in a
    # first-person sentence, followed by an appositive that says what it is, is introduced there.
    seen: set[str] = set()
    # no verb of 'X is proposed' starts after this: a name that ends after it cannot be followed by one (each
    # verb ends in 'ed', the shortest 6 letters before it; one search from the end, not one per verb)
    last_proposed_verb = text.rfind("ed") - _VERB_BEFORE_ED
    for mention in by_start:
        surface = text[mention.start : mention.end]
        first_time = surface not in seen
        seen.add(surface)
        if not first_time or mention.proposed or (mention.priority >= P_LEXICON and mention.priority != P_ACRONYM):
            continue
        if mention.label != "metric" and mention.end < last_proposed_verb and _IS_PROPOSED.match(text, mention.end):
            mention.proposed = True  # 'A new optimizer, AdaMuon, is proposed to ...' (not 'was proposed by')
            if mention.partner is not None:
                mention.partner.proposed = True
            continue
        if mention.is_long_form or not _APPOSITIVE_START.match(text, mention.end):
            continue
        sentence = text[slice(*view.sentence_at(mention.start))]
        label = appositive_label(text, mention.end, rules)
        if label is not None and _FIRST_PERSON.search(sentence):
            mention.proposed = True
            # an acronym's label is the method default unless its long form said otherwise: 'We introduce CORE
            # (Comprehensive Ontological Relation Evaluation), a dataset'
            cast(view, rules, mention, Vote(APPOSITIVE, label, S_APPOSITIVE))
            if mention.partner is not None:
                mention.partner.proposed = True
                cast(view, rules, mention.partner, Vote(mention.decision, mention.label, S_PARTNER))
    new += _plain_words_explained(view, rules, starting_at)
    return new


def _named_after_colon(view: TextView, after: int, sentence_end: int, rules: EntityRules,
                       starting_at: dict[int, list[Mention]]) -> Mention | None:  # fmt: skip
    """'we introduce a new benchmark that evaluates long-horizon planning: PlanArena', 'we build a dataset which
    covers 12 languages: PolyQA': the kind the proposing verb's object names (before its relative clause or
    preposition), then its name after a colon; the kind noun decides the label. Not after a plural, whose items
    the colon lists ('two modules: X and Y', 'three scenarios: ...')."""
    if view.text.find(":", after, sentence_end) == -1:
        return None  # (no colon in the rest of the sentence: the pattern below needs one)
    match = _KIND_THEN_COLON.match(view.text, after, sentence_end)
    if match is None:
        return None
    words = WORDS.findall(match.group("phrase").lower())
    if not words or (words[-1].endswith("s") and not words[-1].endswith(("ss", "us", "is"))):
        return None  # 'a benchmark that evaluates models under three scenarios: X, Y and Z' lists the scenarios
    head = words[: next((i for i, word in enumerate(words) if word in _CLAUSE_WORDS), len(words))][-1:]
    if not head:
        return None
    kind = "dataset" if head[0] in rules.dataset_heads else "method" if head[0] in rules.method_nouns else None
    named = [m for m in starting_at.get(match.end(), ()) if m.label != "metric"]
    if kind is None or not named:
        return None
    target = max(named, key=lambda m: (m.priority, m.end - m.start))
    cast(view, rules, target, Vote("entity/kind-before-name", kind, S_APPOSITIVE))
    return target


# the object of a proposing verb up to a colon: an article, its phrase (no sentence end or bracket), the colon
_KIND_THEN_COLON = re.compile(r"\s+(?:a|an|the|two|three|four)\s+(?P<phrase>[^:.;()\[\]]{1,140}?)\s*:\s*")
# the words that end the noun phrase of the kind: a relative clause or a preposition
_CLAUSE_WORDS = frozenset(["that", "which", "where", "whose", "for", "to", "of", "with", "on", "in", "designed",
                           "built", "covering", "spanning", "containing", "comprising", "targeting", "focused"])


def _plain_words_explained(view: TextView, rules: EntityRules, starting_at: dict[int, list[Mention]]) -> list[Mention]:
    """'an ASR model with Krutrim, an Indic-specialized large language model (LLM)': a plain capitalized word
    that no other rule reads as a name, explained by an appositive as a released model or a dataset, is one
    (an appositive that says 'method' is left alone: 'Paris, a framework ...' is too rare to be worth the
    plain words it would catch)."""
    found: list[Mention] = []
    tokens, text = view.tokens, view.text
    if ", a" not in text and ", the" not in text:
        return found
    # the word before a comma token that an article follows (', a', ', the': where an appositive can start), found
    # from the commas instead of a test at every capitalized word
    token_starts = view.token_starts
    for comma in _COMMA_THEN_ARTICLE.finditer(text):
        at = bisect_left(token_starts, comma.start())  # the comma's token, if one starts there
        if at == 0 or at == len(tokens) or token_starts[at] != comma.start() or tokens[at].text != "," \
                or not view.classes[at - 1] & T_CAPITALIZED:  # fmt: skip
            continue
        index = at - 1
        token = tokens[index]
        if token.sentence_start or not token.text.isalpha() \
                or token.start in starting_at or tokens[index - 1].text[:1].isupper() or rules.is_generic(token.text) \
                or token.lower in rules.dataset_heads or token.lower in rules.method_nouns or tokens[index - 1].text == ")" \
                or token.text in rules.languages:  # fmt: skip
            continue  # (not 'the ... (Misleading ChartQA) Benchmark, a large-scale ...'; not 'in Tibetan, a language ...')
        label = appositive_label(text, token.end, rules)
        if label in ("model", "dataset"):
            found.append(Mention(token.start, token.end, label, APPOSITIVE, P_CONTEXT))
    return found


# a comma, then an article and a space: what an appositive after a name needs to start (appositives' _APPOSITIVE_COMMA)
_COMMA_THEN_ARTICLE = re.compile(r",\s*(?:an?|the)\s")


_PROPOSER_BEFORE = frozenset(["we", "paper", "work", "further", "also", "then", "first", "thus", "hence"])


def _shares_first_person(view: TextView, index: int) -> bool:
    """'we design a pipeline and create Stress17k', 'we ... deliberately construct a benchmark, CTFKnow': a verb
    after 'and' or an adverb whose subject is the first person named before it in the sentence."""
    tokens = view.tokens
    before = tokens[index - 1].lower
    if before != "and" and not (before.endswith("ly") and len(before) > 4):
        return False
    sentence_start = view.sentence_at(tokens[index].start)[0]
    return _WE.search(view.text, sentence_start, tokens[index].start) is not None


_WE = re.compile(r"\b(?:[Ww]e|[Oo]ur\s+(?:\w+\s+)?(?:work|paper|study))\b")  # 'Our earlier work showed ... and released X'



_PROPOSED_VERBS = ("proposed", "introduced", "presented", "developed")
_VERB_BEFORE_ED = min(len(verb) for verb in _PROPOSED_VERBS) - len("ed")
_IS_PROPOSED = re.compile(r"\s*(?:\([^()]*\)\s*)?,?\s*(?:is|are)\s+(?:\w+ly\s+)?(?:" + "|".join(_PROPOSED_VERBS) +
                          r")\b(?!\s+(?:by|in)\b)")


_APPOSITIVE_START = re.compile(r"\s*(?:\([^()]*\)\s*)?(?:,|as\b)")


_GLUED_MODIFIER = re.compile(r"-[a-z]")


# how many words a trigger's name may come after ('propose': 8), and what ends the search
_WORDS_SKIPPED = {"named": 3, "our": 1}
_PHRASE_ENDS = frozenset([",", ";", ":", "."])
_OBJECT_ENDS = frozenset(["that", "which", "to", "for", "of", "by", "in", "with"])


def _next_name(tokens: Sequence[Token], index: int, candidates: dict[int, list[Mention]], sentence_end: int, trigger: str,
               text: str, rules: EntityRules) -> Mention | None:  # fmt: skip
    """The first candidate name within a few words after a trigger (skipping articles and adjectives)."""
    limit = _WORDS_SKIPPED.get(trigger, 8)
    skipped = 0
    while index < len(tokens) and skipped <= limit and tokens[index].start < sentence_end:
        token = tokens[index]
        at_token = candidates.get(token.start)  # (most words start no candidate: no list to filter)
        starting = [m for m in at_token if m.label != "metric"] if at_token else None
        if starting:
            found = max(starting, key=lambda m: (m.priority, m.end - m.start))
            if trigger == "our" and _GLUED_MODIFIER.match(text, found.end):
                return None  # 'our AURC-based loss', 'our LLM-guided planner': the name only modifies what is ours
            if not (trigger == "propose" and _modifies_a_noun(tokens, index, found, text)):
                return found
        if token.text == "," and trigger == "our" and tokens[index - 1].lower in _CONTRIBUTION_NOUNS:
            index += 1  # 'our first contribution, *PSID with filtering*'
            continue
        if trigger != "propose" and token.text in _PHRASE_ENDS:
            return None
        if trigger == "propose" and token.lower in _OBJECT_ENDS:
            return None
        if token.text == "," and trigger == "propose":
            # 'we design a novel evaluation pipeline, Brittlebench, to ...'
            nxt = tokens[index + 1] if index + 1 < len(tokens) else None
            if nxt is not None and nxt.text[:1].isupper():
                return None
            return None
        skipped += 1
        index += 1
    return None


def _modifies_a_noun(tokens: Sequence[Token], index: int, name: Mention, text: str) -> bool:
    """'we proposed a novel RGB-T road scene segmentation network', 'we constructed a new RRSIS dataset, called
    RRSIS-HR': after an indefinite article an acronym followed by a lower-case word names the kind of the new
    thing, not the thing ('we introduce the FVQ-20K dataset' names it, and so does a coined word: 'an
    innovative multi-modal Commander-GPT framework', 'a plug-and-play Constrained Novel-View Enhancement
    module')."""
    if re.search(r"[a-z]{2}", text[name.start : name.end]):
        return False
    after = re.match(r"\s+([a-z][a-z\-]*)", text[name.end : name.end + 40])
    if after is None or after.group(1) in _NOT_A_NOUN:
        return False
    return any(token.lower in ("a", "an") for token in tokens[max(0, index - 4) : index])


_NOT_A_NOUN = frozenset(["that", "which", "to", "for", "with", "and", "or", "as", "is", "are", "in", "on", "by", "via",
                         "using", "where", "whose", "of", "from", "based"])  # fmt: skip


_COLLECTION_NOUNS = frozenset(["pipeline", "benchmark", "suite", "dataset", "framework"])


_COLLECTION_HEADS = frozenset(["dataset", "benchmark", "corpus", "suite", "testbed", "leaderboard", "challenge"])


_PLAIN_WORD = re.compile(r"[A-Za-z][\w\-–]*")


_CONTRIBUTION_NOUNS = frozenset(["contribution", "contributions", "method", "approach", "framework", "model", "algorithm"])


def _explained_by_dash(view: TextView, index: int, rules: EntityRules) -> Mention | None:
    """'we present Bench360 -- Benchmarking Local LLM Inference from 360°': a coined word (letters with digits
    or a capital inside) right after the proposing verb, explained after a dash or a colon. The explanation's
    kind decides: a benchmark or dataset (also 'Benchmarking ...'), a released model, else the method
    default."""
    tokens = view.tokens
    if index + 2 >= len(tokens) or tokens[index + 1].text not in ("–", "—", ":"):
        return None
    name = tokens[index].text
    if not (name[:1].isupper() and name.isalnum() and (any(ch.isdigit() for ch in name) or is_name_shaped(name))):
        return None
    sentence_end = view.sentence_at(tokens[index].start)[1]
    explanation = view.text[tokens[index + 2].start : sentence_end].lower()
    words = WORDS.findall(BRACKETS.sub("", explanation))[:8]
    if rules.dataset_appositive_pattern.search(" ".join(words[:6])) or (words and words[0].startswith("benchmark")):
        label = "dataset"
    else:  # 'EventMamba – a specialized model designed for ...' is a design; 'X: a family of open LLMs' a model
        label = "model" if names_a_model(words, rules) else "method"
    return Mention(tokens[index].start, tokens[index].end, label, "entity/we-propose", P_PROPOSED, proposed=True)


def _titled_name_explained(view: TextView, index: int, rules: EntityRules) -> Mention | None:
    """'We present Video Motion Graphs, a system designed to ...', 'We present Thinking with Generated Images,
    a novel paradigm that ...': a run of capitalized words right after the proposing verb, closed by an
    appositive that says what it is."""
    tokens = view.tokens
    if index >= len(tokens) or tokens[index].sentence_start or not view.classes[index] & T_CAPITALIZED:
        return None
    end = _title_run_end(tokens, index, view)
    if end - index < 2 or end >= len(tokens) or tokens[end].text != "," or rules.is_generic(
            view.text[tokens[index].start : tokens[end - 1].end]):  # fmt: skip
        return None
    label = appositive_label(view.text, tokens[end - 1].end, rules)
    if label is None:
        return None
    return Mention(tokens[index].start, tokens[end - 1].end, label, "entity/we-propose", P_PROPOSED, proposed=True)


# verbs whose 'X as Y' recasts or judges an existing X ('formulate X as a ... problem', 'establish X as a factor')
_RECASTING_VERBS = ("formulat", "establish")


def _new_name_after_trigger(view: TextView, index: int, rules: EntityRules,
                            candidates: dict[int, list[Mention]]) -> Mention | None:  # fmt: skip
    """The name after 'we design a ... pipeline, X' (a candidate starting there, or the capitalized words
    there), or a short lower-case term followed by an appositive: 'we introduce prefix branching, a ...'."""
    tokens, text = view.tokens, view.text
    sentence_end = view.sentence_at(tokens[index - 1].start)[1]
    titled = _titled_name_explained(view, index, rules)
    if titled is not None:
        return titled
    position = index
    while position < len(tokens) and tokens[position].lower in ("a", "an", "the", "new", "novel", "simple"):
        position += 1
    words: list[Token] = []
    while position < len(tokens) and len(words) < 8 and tokens[position].start < sentence_end:
        token = tokens[position]
        if token.text in (",", "(") or token.lower == "as":
            break
        if not _PLAIN_WORD.fullmatch(token.text) or token.lower in rules.stop_words:
            return None
        words.append(token)
        position += 1
    if not words or position >= len(tokens):
        return None
    if tokens[position].lower == "as" and tokens[index - 1].lower.startswith(_RECASTING_VERBS):
        return None  # 'we formulate token pruning as an optimization problem', 'This work establishes language
        # similarity as a critical factor': the problem recast or the factor shown, not a new method's name
    if tokens[position].text == "," and position + 1 < len(tokens):
        after = tokens[position + 1]
        if _is_capitalized(after.text) and after.text.isalpha() and (
                words[-1].lower in rules.method_nouns or words[-1].lower in _COLLECTION_NOUNS):  # fmt: skip
            noun_phrase = text[words[0].start : words[-1].end].lower()
            label = "dataset" if rules.dataset_appositive_pattern.search(noun_phrase) else "method"
            named = [m for m in candidates.get(after.start, ()) if m.label != "metric"]
            if named:  # 'a distillation method, Consistency Trajectory Matching (CTM), that ...'
                found = max(named, key=lambda m: (m.priority, m.end - m.start))
                cast(view, rules, found, Vote("entity/kind-before-name", label, S_KIND_BEFORE))
                return found
            end = tokens[_title_run_end(tokens, position + 1, view) - 1].end
            return Mention(after.start, end, label, "entity/we-propose", P_PROPOSED, proposed=True)
    if len(words) > 4 or (any(w.text[:1].isupper() for w in words[1:]) and words[-1].lower not in _COLLECTION_HEADS):
        return None  # (but 'we introduce the ETD Dataset, the first public dataset for ...')
    if tokens[index].lower in ("a", "an") and (words[-1].lower in rules.method_nouns or words[-1].lower in
                                               _COLLECTION_NOUNS or words[-1].lower in _MEASURE_NOUNS):  # fmt: skip
        return None  # the kind of what is proposed, not its name: 'we propose a holistic framework, the ...'
    appositive = appositive_label(text, words[-1].end, rules)
    if appositive is None:
        return None
    return Mention(words[0].start, words[-1].end, appositive, "entity/we-propose", P_PROPOSED, proposed=True)
