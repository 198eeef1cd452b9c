"""Context: what the words around a name say it is ('on X', 'the X benchmark', lists of one kind)."""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import lru_cache
from itertools import pairwise
from typing import TYPE_CHECKING

from .appositives import APPOSITIVE, may_be_bare, names_a_model, read_appositive
from .candidates import (
    P_CONTEXT,
    R_ORGANIZATION,
    S_APPOSITIVE,
    S_CONTEXT,
    S_KIND_BEFORE,
    S_LIST,
    S_PARTNER,
    Blocked,
    Mention,
    Vote,
    _mention,
)
from .families import _family_of
from .resolution import REPEATED_NAME, cast, open_to
from .view import (
    T_CAPITAL,
    T_CAPITALIZED,
    T_ON,
    T_ORGANIZATION,
    TextView,
    Token,
    has_digit,
    occurs_in,
    word_led,
)

if TYPE_CHECKING:
    from .lexicons import EntityRules


def _possessive_systems(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """"Anthropic's Clio", "OpenAI's o1": a capitalized name after a lab's possessive is a system or model."""
    found: list[Mention] = []
    if "'s" not in view.text and "’s" not in view.text:
        return found
    tokens = view.tokens
    for index in view.where(T_ORGANIZATION):
        if index + 2 < len(tokens) and tokens[index + 1].text in ("'s", "’s"):
            name = tokens[index + 2]
            # (a name has a capital or a digit: 'o1', 'Clio'; "OpenAI's own models", "Google's pre-trained ViT")
            if name.text[:1].isalnum() and _NAMED.search(name.text) and not rules.is_generic(name.text) \
                    and not blocked.overlaps(name.start, name.end):  # fmt: skip
                label = "model" if _family_of(name.text, rules) else "method"
                found.append(_mention(view, name.start, name.end, label, "entity/lab-possessive", P_CONTEXT))
    return found


_NAMED = re.compile(r"[A-Z0-9]")


def _evaluated_on(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """'experiments on Countdown', 'accuracy on FEMNIST and Shakespeare': capitalized words listed after 'on'
    in an evaluation (other names in the list are left to the other rules)."""
    found: list[Mention] = []
    if " on " not in view.text and " On " not in view.text:
        return found
    tokens, classes = view.tokens, view.classes
    for on in view.where(T_ON):
        if on + 1 >= len(tokens) or not classes[on + 1] & T_CAPITAL or tokens[on + 1].sentence_start:
            continue  # (no capitalized word right after 'on': the list below is empty, whatever the clause says)
        sentence_start, sentence_end = view.sentence_at(tokens[on].start)
        before = view.text[sentence_start : tokens[on].start]
        # the clause before 'on' must report an evaluation ('experiments on X'); a sentence that opens with
        # 'On X, ...' may say so after it ('On X and Y, our method reaches ...')
        clause = view.text[sentence_start:sentence_end] if _OPENING.fullmatch(before) else before
        if not rules.evaluation_cue_pattern.search(clause.lower()):
            continue
        index = on + 1
        while index < len(tokens) and classes[index] & T_CAPITAL and not tokens[index].sentence_start:
            token = tokens[index]
            following = tokens[index + 1] if index + 1 < len(tokens) else None
            ends_list = following is None or following.lower in (",", ".", ";", ")", "and", "or", "with", "under",
                                                                  "across")  # fmt: skip
            if not ends_list and not (tokens[index - 1].lower in ("and", "or") and following is not None
                                      and following.lower in rules.list_closing_verbs):  # fmt: skip
                break  # (the last item of 'X, Y and Z' may be followed by the verb)
            plain = token.text.isalpha() or _CAPITALIZED_COMPOUND.fullmatch(token.text)  # 'Peptides-func'
            if classes[index] & T_CAPITALIZED and plain and not rules.is_generic(token.text) \
                    and token.text not in rules.languages and not blocked.overlaps(token.start, token.end):  # fmt: skip
                # (not a language: 'focusing on Persian, a low-resource language')
                found.append(_mention(view, token.start, token.end, "dataset", "dataset/evaluated-on", P_CONTEXT))
            index += 1  # on to the next item of a list: ', X', ', and X', 'and X', 'or X'
            while index < len(tokens) and tokens[index].lower in (",", "and", "or") and index - on < 40:
                index += 1
            if tokens[index - 1].lower not in (",", "and", "or"):
                break
    return found


_CAPITALIZED_COMPOUND = re.compile(r"[A-Z][a-z]+(?:-[A-Za-z0-9]+)+")


_OPENING = re.compile(r"\s*(?:[A-Z][a-z]+ly,?\s*)?")  # nothing, or one adverb: 'Empirically, on ...'


# 'on X', 'under the X' right before a name, and what may follow it; the pattern is tried only before a name
# whose last word before it (trailing white space stripped, as '\s+...$' needs) is one of _ON_ENDINGS
_ON_BEFORE = re.compile(r"\b(?:[Oo]n|[Uu]nder)\s+(?:the\s+)?$")
_ON_ENDINGS = ("on", "On", "under", "Under", "the")
_ON_NAME_ENDS = re.compile(r"\s*(?:[,.;:)]|and\b|under\b|with\b|$)")
# the words one of which each pattern needs in its window (a cheap test before the pattern, which is tried at
# each name): _LIST_BEFORE_DATA_NOUN's data nouns, _KIND_BEFORE_LIST's kinds, _KIND_COMMA's plural kinds and
# the measure nouns of _MEASURE_NOUN_HINT and _MEASURES_PARENTHESIS
_DATA_NOUNS_AFTER_LIST = ("datasets", "benchmarks", "corpora", "data")
_KIND_WORDS = ("benchmark", "dataset", "corpora", "environment", "suite", "models", "LLMs", "VLMs", "MLLMs")
_PLURAL_KIND_WORDS = ("benchmarks", "datasets", "corpora", "environments", "suites")
_MEASURE_NOUN_WORDS = ("scores", "metrics", "measures")


def context_labels(view: TextView, mentions: list[Mention], rules: EntityRules) -> None:
    """Votes from a name's surroundings: 'the X benchmark', 'on X', 'benchmarks (X, Y, Z)', 'benchmarks like X'
    (read only where the resolver lets a context vote count)."""
    text = view.text
    measures: set[str] = set()
    measured: list[Mention] = []
    # the named collections ('the Real-World Robustness Dataset'), by where they end: a name in brackets after one
    # is its short name
    datasets_by_end = {m.end: m for m in mentions if m.label == "dataset" and _COLLECTION_HEAD.search(text, m.start, m.end)}
    # (the patterns built from the lexicon's dataset heads, looked up once instead of at each name)
    kind_after = _kind_after(rules.dataset_head_alternatives)
    kind_parenthesis = _kind_parenthesis(rules.dataset_head_alternatives)
    for mention in mentions:
        # (a candidate open to the noun before it is open to an appositive: the two tiers re-type the same ones)
        open_to_naming = open_to(mention, S_KIND_BEFORE)
        if open_to_naming and mention.label != "metric":
            kind = _kind_before_appositive(text, mention, rules)
            if kind is not None:
                cast(view, rules, mention, Vote("entity/kind-before-name", kind, S_KIND_BEFORE))
                continue
        if mention.partner is not None and mention.label == "method" and _acronym_kind(view, rules, mention):
            continue
        if mention.is_long_form and mention.partner is not None and mention.label == "metric" \
                and _METHODS_LISTED_BEFORE.search(text, max(0, mention.start - 120), mention.start):  # fmt: skip
            # 'entropy-based methods, such as Semantic Entropy (SE)', 'traditional methods, such as Abbreviated
            # Injury Score (AIS)': a scoring procedure listed as a method, whatever its head word measures
            if cast(view, rules, mention, Vote("entity/kind-before-list", "method", S_KIND_BEFORE)):
                cast(view, rules, mention.partner, Vote(mention.decision, mention.label, S_PARTNER))
            continue
        if mention.label != "metric" and open_to_naming and _appositive_vote(view, rules, mention):
            continue
        if not open_to(mention, S_CONTEXT):
            continue
        before = text[max(0, mention.start - 40) : mention.start]
        after = text[mention.end : mention.end + 30]
        if _measured(text, mention):
            measured.append(mention)  # (voted after every appositive is read: see below)
        elif after[:1].isspace() and (kind_after.match(after) or _modified_dataset_head_after(after, rules)
                                      or (_DATA_AFTER.match(after) and text[mention.end - 1].isdigit())) \
                and not (_ARCHIVE_AFTER.match(after) and _INDEFINITE_BEFORE.search(before)):  # fmt: skip
            cast(view, rules, mention, Vote("dataset/kind-after-name", "dataset", S_CONTEXT))
        elif _HOLDS_DATA.match(text, mention.end, mention.end + 90):
            cast(view, rules, mention, Vote("dataset/holds-items", "dataset", S_CONTEXT))
        elif occurs_in(text, _DATA_NOUNS_AFTER_LIST, mention.end, mention.end + 160) \
                and _LIST_BEFORE_DATA_NOUN.match(text, mention.end, mention.end + 160) and _LIST_OPENS.search(before):  # fmt: skip
            cast(view, rules, mention, Vote("dataset/listed-before-data-noun", "dataset", S_CONTEXT))
        elif before.rstrip().endswith(_ON_ENDINGS) and _ON_BEFORE.search(before) and _on_name_ends(before, after):
            if not _BUILT_ON.search(before):
                cast(view, rules, mention, Vote("dataset/on-name", "dataset", S_CONTEXT))
        elif (" on " in before or "On " in before) and _on_name_ends(before, after, _ON_MODIFIED_NAME_ENDS) \
                and _modified_on_name(before, rules) and not _PLURAL_ACRONYM.fullmatch(text[mention.start : mention.end]):  # fmt: skip
            cast(view, rules, mention, Vote("dataset/on-name", "dataset", S_CONTEXT))
        elif ("(" in before and (listed_in := kind_parenthesis.search(before)) is not None
              and _lists_names(listed_in.group())) or (
                before.endswith("(") and after.startswith(")") and _names_a_collection_before(view, mention, datasets_by_end)):  # fmt: skip
            cast(view, rules, mention, Vote("dataset/kind-parenthesis", "dataset", S_CONTEXT))
        elif text[max(0, mention.start - 12) : mention.start].rstrip().endswith(_DATA_NOUNS) \
                and _data_noun_before(view, rules, mentions, mention):  # fmt: skip
            cast(view, rules, mention, Vote("dataset/data-noun-before-name", "dataset", S_CONTEXT))
        else:
            # (each plural kind word _closed_list_after_kind needs starts with a kind word: without one in the
            # window neither pattern can match, and the plural words are not looked for)
            listed = (_KIND_BEFORE_LIST.search(text[max(0, mention.start - 120) : mention.start])
                      or _closed_list_after_kind(text, mention)) \
                if occurs_in(text, _KIND_WORDS, max(0, mention.start - 120), mention.start) else None  # fmt: skip
            if listed is not None:  # 'benchmarks like MMTEB', 'two environments: MESSENGER and ...'
                label = _KIND_LABELS[listed.group("kind").lower().rstrip("s")]
                name = re.split(r"[-\d]", text[mention.start : mention.end])[0].lower()
                if label != "model" or name not in rules.architecture_families:  # 'models such as DETR': a design
                    cast(view, rules, mention, Vote("entity/kind-before-list", label, S_CONTEXT))
    _name_of_a_named_collection(view, rules, mentions)
    if measured:  # not a name an appositive calls something else ('VADER, a rule-based tool ...' ... 'VADER scores')
        described = {text[m.start : m.end] for m in mentions
                     if any(vote.rule == APPOSITIVE and vote.label != "metric" for vote in m.votes)}  # fmt: skip
        for mention in measured:
            surface = text[mention.start : mention.end]
            if surface not in described and cast(view, rules, mention, Vote(MEASURE_WITH_VALUE, "metric", S_CONTEXT)):
                measures.add(surface)
    measures.update(text[m.start : m.end] for m in mentions if m.label == "metric" and m.decided_by == APPOSITIVE)
    if measures:  # the other mentions of a measure are that measure (the pooling of readings leaves measures
        # out, and the first mention would make the others a method again); not a name in brackets after another:
        # 'the Sentiment Intensity Analyzer (VADER), a rule-based tool' is what the name before it is, whatever
        # 'VADER scores' says later
        _retype_method_mentions(view, rules, mentions, measures, "metric", bracketed=False)


def _retype_method_mentions(view: TextView, rules: EntityRules, mentions: list[Mention], names: set[str], label: str,
                            bracketed: bool = True) -> None:  # fmt: skip
    """One name, one type: the mentions of ``names`` still read as methods take ``label`` (by
    entity/repeated-name), those written in brackets right after another name only when ``bracketed``."""
    text = view.text
    for mention in mentions:
        if mention.label == "method" and open_to(mention, S_CONTEXT) and text[mention.start : mention.end] in names \
                and (bracketed or text[mention.start - 1 : mention.start] != "("):  # fmt: skip
            cast(view, rules, mention, Vote(REPEATED_NAME, label, S_CONTEXT))


def _name_of_a_named_collection(view: TextView, rules: EntityRules, mentions: list[Mention]) -> None:
    """'the INTERSPEECH 2025 MLC-SLM Challenge ... the official MLC-SLM baseline': a name the abstract also
    writes before a capitalized 'Challenge' is the competition's short name (clarification 4). Not before other
    heads: 'the X2Edit Dataset', 'Text2Mem Bench', 'the CLiC-it Corpus' are built from or named after a method,
    a language or a venue X."""
    text = view.text
    named: set[str] = set()
    if "Challenge" not in text:
        return
    for mention in mentions:
        if mention.label == "dataset" and mention.rule == "entity/title-case-name":
            name, _, head = text[mention.start : mention.end].rpartition(" ")
            if name and head in ("Challenge", "Challenges") and " " not in name.strip():
                named.add(name.strip())
    if named:
        _retype_method_mentions(view, rules, mentions, named, "dataset")


MEASURE_WITH_VALUE = "entity/measure-with-value"


def _measured(text: str, mention: Mention) -> bool:
    """What a name's value says it is: a measure, when a number is its value ('achieves an rFID of 3.49', 'and
    HD95 of 7.39', 'reduces SDLogJ to 0.11', 'models exhibit X exceeding 0.50', 'AP@.5 > 0.85', 'high X (0.96
    to 0.98)'), or when it is listed in brackets after a plural measure noun ('human-preference scores (HPSv2.1,
    PickScore)', 'semantic metrics (e.g., COMET-KIWI)'), or before one ('Dice and HD95 scores', 'X (entity
    preservation) scores'). A system's score is written otherwise: 'outperforming
    B-SOiD (30.52%)', 'X achieves 85.1% on Y'; 'a ResNet of 50 layers' counts parts."""
    end = mention.end
    if has_digit(text[end : end + 40]):
        before = text[max(0, mention.start - 60) : mention.start]
        if (_VALUE_OF.match(text, end) and _REPORTS_BEFORE.search(before)) \
                or (_VALUE_TO.match(text, end) and _CHANGES_BEFORE.search(before)) \
                or _COMPARED_WITH_VALUE.match(text, end) \
                or (_BRACKETED_VALUE.match(text, end) and _EVALUATIVE_BEFORE.search(before)):  # fmt: skip
            return True
    if occurs_in(text, _MEASURE_NOUN_WORDS, end + 1, end + 300) and _MEASURE_NOUN_HINT.search(text, end, end + 300) and (
            _MEASURE_NOUN_AFTER.match(text, end) or _LIST_BEFORE_MEASURE_NOUN.match(text, end)) \
            and not _COUNT_BEFORE.search(text, max(0, mention.start - 20), mention.start):  # fmt: skip
        return True  # (not counted: 'on three out of four X metrics' are the metrics of a benchmark X)
    return occurs_in(text, _MEASURE_NOUN_WORDS, max(0, mention.start - 120), mention.start) \
        and _MEASURES_PARENTHESIS.search(text, max(0, mention.start - 120), mention.start) is not None  # fmt: skip


# 'Dice and HD95 scores', 'COMET (semantic adequacy) and M-ETA (entity preservation) scores', 'Edge IoU and HOG
# Cosine metrics', 'X scores of 0.79': a plural measure noun after the name, as a noun ('X scores 85%' and 'X
# scores higher' use the verb: what follows the noun is a preposition or punctuation; 'X scores are compared
# to ...' may be the scores a method or benchmark X gives)
_MEASURE_NOUN = (r"(?:\s*\([^()]{1,40}\))?\s+(?:scores|metrics|measures)\b(?=\s*(?:[,.;:)]|$|(?:on|of|for|in|across|and|or"
                 r"|with|from|by|to|at|between|under)\b))")
_MEASURE_NOUN_AFTER = re.compile(_MEASURE_NOUN)
_MEASURE_NOUN_HINT = re.compile(r"\s(?:scores|metrics|measures)\b")  # (a cheap test before the list pattern)
_LIST_BEFORE_MEASURE_NOUN = re.compile(r"(?:\s*(?:\([^()]{1,40}\))?\s*,\s*[^\s,]+)*\s*(?:\([^()]{1,40}\))?\s*,?\s*(?:and|or)\s+"
                                       rf"[^\s,]+{_MEASURE_NOUN}")


_COUNT_BEFORE = re.compile(r"\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|all|several|both)\s+$", re.IGNORECASE)
_NUMBER = r"[-−+]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)"
# the end of a value: a unit or a percent at most, then the clause goes on or ends ('of 7.39 with', 'of 17.33 mm for')
_VALUE_END = r"(?![\d.]\d)\s*(?:%|\\%|mm|cm|dB|ms|s|pp|points?)?(?=\s*(?:[,;:)]|\.(?!\d)|$|and\b(?!\s*[-−+]?[\d.])|(?:with|on|in|for|at|vs|versus|compared|while|which|when|whereas|than|using)\b))"
# 'of 3.49', 'of only 0.11'
_VALUE_OF = re.compile(rf"\s+of\s+(?:only\s+|about\s+|around\s+|approximately\s+|just\s+|~\s*)?{_NUMBER}{_VALUE_END}")
# an article, a reporting verb or 'and' before the name and its modifiers: 'achieves a zero-shot rFID of',
# 'an FID of 2.11 and IS of 9.87'
_REPORTS_BEFORE = re.compile(r"\b(?:[Aa]n?|achiev\w+|obtain\w*|reach\w*|report\w*|yield\w*|record\w*|attain\w*|and|with)"
                             r"\s+(?:[\w\-]+\s+){0,2}$")
_VALUE_TO = re.compile(rf"\s+(?:to|from)\s+{_NUMBER}{_VALUE_END}")
_CHANGES_BEFORE = re.compile(r"\b(?:reduc|improv|increas|decreas|lower|rais|boost|drop|cut)\w*\s+(?:the\s+)?(?:[a-z][\w\-]*\s+)?$")
# 'X exceeding 0.50', 'X > 0.85', 'X above 0.9' (a bare value: not 'X above 90% accuracy')
_COMPARED_WITH_VALUE = re.compile(r"\s*(?:>=?|<=?|≥|≤|\$\s*(?:>|<|\\geq?|\\leq?)\s*\$|exceed(?:ing|s|ed)?|above|below|greater\s+than"
                                  rf"|less\s+than)\s*{_NUMBER}{_VALUE_END}")
_EVALUATIVE_BEFORE = re.compile(r"\b(?:high|higher|highest|low|lower|lowest|mean|average|median)\s+$", re.IGNORECASE)
_BRACKETED_VALUE = re.compile(rf"\s*\(\s*(?:[<>≈~]\s*)?{_NUMBER}")
# 'scores (e.g., DreamSim, ImageReward, X', 'answer metrics (X': a plural measure noun opens the bracket
_MEASURES_PARENTHESIS = re.compile(r"\b(?:metrics|measures|scores)\s*\((?:e\.g\.,?\s*|such as\s+|including\s+)?"
                                   r"(?:[^().;]*,\s*)?$")


# 'a multi-shot video-text dataset Cine250K with ...', 'the benchmark dataset FB15k-237': a data noun after a
# determiner and lower-case modifiers, right before the name (not the verb 'we benchmark X', not a name's own
# kind noun 'the AfriMGSM benchmark MERLIN improves', which the modifiers' lower case rules out)
_DATA_NOUNS = ("dataset", "corpus", "benchmark", "datasets", "corpora", "benchmarks")  # (a cheap test before the
# patterns, which are tried at each name)
# (the modifiers may be capitalized: 'the large-scale FR benchmark IJB-C', 'the chest CT dataset CT-RATE', 'the
# Czech summarization dataset SumeCzech', unless one is a name itself: 'the AfriMGSM benchmark MERLIN improves')
_DATA_NOUN_BEFORE = re.compile(r"\b(?:[Aa]n?|[Tt]he|[Oo]ur|[Tt]his|[Tt]heir|[Ii]ts)\s+(?P<modifiers>(?:[\w\-]+\s+){0,4})"
                               r"(?:dataset|corpus|benchmark)\s+$")
# 'on two benchmarks ScreenSpot-v2 and ScreenSpot-Pro', 'on multi-domain datasets MultiWOZ and SGD', 'the benchmark
# datasets MNRE and MORE': a plural data noun after a count, a determiner or a preposition (not the verb 'this
# paper benchmarks X': a noun before it is its subject)
_PLURAL_DATA_NOUN_BEFORE = re.compile(
    r"\b(?:[Oo]n|[Aa]cross|[Oo]f|[Ii]n|[Ff]rom|[Uu]sing|[Tt]he|[Oo]ur|[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Ss]even|"
    r"[Ee]ight|[Nn]ine|[Tt]en|\d+|[Ss]everal|[Mm]ultiple|[Bb]oth|[Vv]arious)\s+"
    r"(?P<modifiers>(?:[\w\-]+\s+){0,3})(?:datasets|corpora|benchmarks)\s+$")
# a data noun or a verb of the clause after the name: the name modifies it ('benchmark COD datasets') or the
# noun before was a sentence of its own without a comma
_NAME_GOES_ON = re.compile(r"[ \t\n]+(?:datasets?|benchmarks?|data|corpus|corpora|is|are|was|were|has|have|"
                           r"achieves?|improves?|outperforms?|shows?|reaches?)\b")


def _data_noun_before(view: TextView, rules: EntityRules, mentions: list[Mention], mention: Mention) -> bool:
    """'a multi-shot video-text dataset Cine250K', 'on two benchmarks ScreenSpot-v2 and ScreenSpot-Pro': a data
    noun after a determiner (a count or a preposition for a plural) and modifiers, right before the name, which
    does not go on into its own clause ('the X dataset Y achieves ...') or into a noun it modifies ('benchmark COD
    datasets'); no other name among the modifiers (then the noun is that name's kind)."""
    text = view.text
    found = _DATA_NOUN_BEFORE.search(text, max(0, mention.start - 90), mention.start) \
        or _PLURAL_DATA_NOUN_BEFORE.search(text, max(0, mention.start - 90), mention.start)  # fmt: skip
    if found is None or _NAME_GOES_ON.match(text, mention.end) or _verb_after(text, mention.end, rules):
        return False
    start, end = found.span("modifiers")
    if start < end and not text[start:end].islower():
        return not any(start <= other.start < end for other in mentions if other is not mention)
    return True


def _closed_list_after_kind(text: str, mention: Mention) -> re.Match[str] | None:
    """'two multimodal datasets, MAMI and MMHS150K, with ...': names listed right after a counted or pointed
    kind noun and a comma, the list closed by punctuation (not 'On both datasets, A and B outperform ...',
    where the names begin the clause). The match's ``kind`` group is the kind noun."""
    if not occurs_in(text, _PLURAL_KIND_WORDS, max(0, mention.start - 120), mention.start) \
            or _KIND_COMMA.search(text, max(0, mention.start - 120), mention.start) is None:  # fmt: skip
        return None  # (the full pattern reads ahead of the name: tried only where a kind noun and comma precede it)
    for opened in _COUNTED_KIND_COMMA.finditer(text, max(0, mention.start - 120), mention.end + 200):
        if opened.end() > mention.start:
            break  # (the lookahead reads past the name: the search must not end at it)
        names = _CLOSED_NAME_LIST.match(text, opened.end(), mention.end + 200)
        if names is not None and mention.end <= names.end():
            return opened
    return None


# a number word or a pointing word (capitalized at a sentence's start: 'Two datasets, X and Y, were used'), up to two
# modifiers, a plural kind noun and a comma; then one-word names ('A, B and C' or 'A and B') closed by punctuation
_PLURAL_DATA_KINDS = "benchmarks|datasets|corpora|environments|suites"
# ('our test datasets, X and Y.'); an item is a word, perhaps with a capitalized or numbered second word or a
# bracketed note ('AFLW2000-3D and MICC Florence', 'Mip-NeRF 360', 'OpenSARShip (6 classes)')
_LIST_ITEM = r"[^\s,]+(?:\s+[A-Z0-9][^\s,]*)?(?:\s*\([^()]{1,40}\))?"
_COUNTED_KIND_COMMA = re.compile(
    r"\b(?i:two|three|four|five|six|seven|eight|nine|ten|\d+|several|multiple|these|the following|our|their|its)\s+"
    rf"(?:[\w\-]+\s+){{0,3}}(?P<kind>{_PLURAL_DATA_KINDS})\s*,\s*"
    rf"(?=(?:{_LIST_ITEM}\s*,\s*)*{_LIST_ITEM}\s*,?\s+(?:and|or)\s+{_LIST_ITEM}\s*[,.;)])")
_KIND_COMMA = re.compile(rf"(?:{_PLURAL_DATA_KINDS})\s*,")
_CLOSED_NAME_LIST = re.compile(rf"(?:{_LIST_ITEM}\s*,\s*)*{_LIST_ITEM}\s*,?\s+(?:and|or)\s+{_LIST_ITEM}(?=\s*[,.;)])")


def _acronym_kind(view: TextView, rules: EntityRules, mention: Mention) -> bool:
    """What the words around an acronym definition say both halves are, over the method default: a dataset
    head after the bracket ('the Short-Term Hand Motion Forecasting (SHF) Challenge', 'the Open Catalyst (OC)
    benchmark': a competition or benchmark, clarification 4), or a list of measures the long form stands in
    ('four metrics: CLIPScore, ..., Layout Fidelity Index (LFI)'). Whether it voted."""
    text = view.text
    long_form = mention if mention.is_long_form else mention.partner
    head = _dataset_head_next(rules.dataset_head_alternatives).match(text, mention.end + 1) if text[
        mention.end : mention.end + 1] == ")" and long_form is not None else None  # fmt: skip
    if head is None and long_form is not None and text[mention.end : mention.end + 1] == ")":
        head = _COMPETITION_AFTER.match(text, mention.end + 1)  # '(MIDOG) 2025 challenge', '(EVENTA) shared task'
    if head is not None and long_form is not None and _names_the_collection(
            text, long_form, head.group("head"), view.sentence_at(mention.start), head.group("year") is not None
            if "year" in head.re.groupindex else False):  # fmt: skip
        vote = Vote("dataset/kind-after-name", "dataset", S_KIND_BEFORE)
    elif mention.is_long_form and _AFTER_METRICS_COLON.search(
            text, max(view.sentence_at(mention.start)[0], mention.start - 300), mention.start):  # fmt: skip
        vote = Vote("entity/kind-before-list", "metric", S_KIND_BEFORE)
    else:
        return False
    if cast(view, rules, mention, vote) and mention.partner is not None:
        cast(view, rules, mention.partner, Vote(mention.decision, mention.label, S_PARTNER))
    return True


def _names_the_collection(text: str, long_form: Mention, head: str, sentence: tuple[int, int] = (0, 0),
                          year: bool = False) -> bool:  # fmt: skip
    """Whether 'Long Form (LF) <head>' names one collection: a capitalized long form after a definite article
    (perhaps with a year or venue between: 'the 2025 Interspeech Speech Accessibility Project (SAP) Challenge'),
    a singular head, and a capitalized 'Challenge' (not 'address the Domain Adaptation (DA) challenge'); not a
    task's name before a kind of data ('the first video action recognition (VAR) dataset', 'a Hebrew Machine
    Reading Comprehension (MRC) dataset', 'Logical Equivalence Checking (LEC) benchmarks'). A lower-case
    'challenge', 'competition' or 'shared task' is a competition's (clarification 4) when a year is written
    before it or the sentence speaks of taking part in it ('submitted to the track 1 of the MItosis DOmain
    Generalization (MIDOG) challenge', 'the fifth Sexism Identification in Social Networks (EXIST) challenge is
    initiated at CLEF 2025'); an ordinal edition may then stand before the long form."""
    lowered = head.lower()
    competition = lowered in _COMPETITION_HEADS and head[0] != "C"
    if (head.endswith("s") and lowered != "corpus") or (competition and not (
            year or _COMPETITION_CUES.search(text, sentence[0], sentence[1]))):  # fmt: skip
        return False
    if not text[long_form.start : long_form.start + 1].isupper():
        return False
    window = max(0, long_form.start - 60)
    if competition and _EDITION_BEFORE_NAME.search(text, window, long_form.start):
        return True
    if _DEFINITE_BEFORE_NAME.search(text, window, long_form.start) is not None:
        return True
    introduced = _INTRODUCED_BEFORE_NAME.search(text, window, long_form.start) if lowered in _DATA_NOUNS else None
    return introduced is not None and not _NAME_AND_COMMA.search(text, window, introduced.start())


# 'a Large Face Angles (LFA) Dataset', 'the first Semantic-Aligned Multimodal Manipulation (SAMM) dataset', 'a novel
# Weather-eXtended Salient Object Detection (WXSOD) dataset': an indefinite article or an ordinal and lower-case
# modifiers before a capitalized long form introduce the collection it names (a task's long form, 'a Hebrew Machine
# Reading Comprehension (MRC) dataset', is no candidate: the acronym pass leaves task definitions to the tasks)
# (not in an appositive to the collection's own name or after its copula, where the definition says what kind of data
# it is: 'ChatAnime, the first Emotionally Supportive Role-Playing (ESRP) dataset', 'X is the first ... (EGST) dataset')
_INTRODUCED_BEFORE_NAME = re.compile(r"\b(?:[Aa]n?|[Tt]he\s+first)\s+(?:[a-z][a-z\-]*\s+){0,3}$")
_NAME_AND_COMMA = re.compile(r"[A-Za-z\d\-]*[A-Z\d][A-Za-z\d\-]*(?:\s*,|\s+(?:is|are|was|were))\s*$")


_COMPETITION_HEADS = frozenset(["challenge", "competition", "shared task"])
# after a definition's bracket: a year and a competition head, or a head that the dataset heads do not list
_COMPETITION_AFTER = re.compile(r"\s+(?:(?P<year>(?:19|20)\d\d)\s+)?(?P<head>challenge|competition|shared task|Challenge|"
                                r"Competition|Shared Task)(?![\w\-])")
# what the sentence says of taking part in a competition
_COMPETITION_CUES = re.compile(r"\b(?:[Tt]racks?\s+\d|sub-challenges?|submi(?:ssion|tted)|participat|held\s+(?:at|in|with)"
                               r"|in\s+conjunction\s+with|organi[sz]ed|edition|leaderboard|ranked|\d+(?:st|nd|rd|th)\s+place"
                               r"|(?:MICCAI|CVPR|ICCV|ECCV|CLEF|SemEval|ICASSP|Interspeech|INTERSPEECH|ACM\s+MM|KDD\s+Cup)"
                               r"\s*\d{2,4})")
# 'the fifth ...', 'the 2nd ...', 'the annual ...' before a competition's long form
_EDITION_BEFORE_NAME = re.compile(r"\b[Tt]he\s+(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth"
                                  r"|ninth|tenth|annual)\s+(?:(?:\d{4}|[A-Z][\w\-]*)\s+){0,3}$")


# 'the X', 'our X', 'the 2025 Interspeech X' (not 'the first X', 'a X')
_DEFINITE_BEFORE_NAME = re.compile(r"\b(?:[Tt]he|[Oo]ur|[Tt]his)\s+(?:(?:\d{4}|[A-Z][\w\-]*)\s+){0,3}$")


@lru_cache(maxsize=4)
def _dataset_head_next(heads: str) -> re.Pattern[str]:
    return re.compile(rf"\s+(?P<head>{heads})\b", re.IGNORECASE)


# the method nouns before a list a name opens or continues ('methods, such as X', 'approaches like X and Y')
_METHODS_LISTED_BEFORE = re.compile(
    r"\b(?:methods|approaches|techniques|algorithms|baselines)\s*,?\s*(?:such as|like|including|e\.g\.,?)\s+"
    r"(?:[^.;:()]{0,80}?(?:,|\band\b|\bor\b)\s*)?(?:the\s+)?\Z")
# a list after 'metrics:' up to an item: 'three metrics: (i) X (A), an ...; (ii) Y (B), ...; and (iii) Z'
_AFTER_METRICS_COLON = re.compile(r"\b(?:metrics|measures)\s*:\s*(?:[^.:]*?(?:[,;]|\band\b)\s*)?"
                                  r"(?:\(?(?:[ivx]{1,4}|\d)\)\s*)?$")


def _appositive_vote(view: TextView, rules: EntityRules, mention: Mention) -> bool:
    """'ALFWorld, a text-based environment', 'MTR-Eval, an LLM-based auditor that ...', 'X is a parallel dataset
    of ...': what an appositive or a copula says a name is, in any sentence (the proposals read the names the
    abstract introduces: :func:`~.proposals.proposal_mentions`). Not in a sentence's opening phrase, where the
    words after the comma start the main clause ('On X, a simple baseline reaches ...', 'Despite ... the X, the
    zero-shot performance ...'); a 'model' head leaves a model a model ('MedGemma, an open-source medical
    model': clarification 3 decides by the name). Whether it voted."""
    text = view.text
    follower = text[mention.end : mention.end + 1]
    if not follower or not (follower.isspace() or follower in "(,") or not _MAY_OPEN_APPOSITIVE.match(text, mention.end):
        return False  # (every appositive and copula read_appositive reads opens so: see _MAY_OPEN_APPOSITIVE)
    if any(vote.rule == APPOSITIVE for vote in mention.votes) or text[mention.start : mention.end] in rules.languages:
        return False  # (a language is no entity: 'for Shona, a Bantu language spoken in Zimbabwe')
    bare = False
    if may_be_bare(text, mention.end):  # (read only before ' a ...': elsewhere the answer is the same without it)
        sentence_start = view.sentence_at(mention.start)[0]
        # the word before the name, from a short window (the sentence before the name is read only when an
        # appositive follows it: read for every name, a table-long sentence would cost its length per name)
        window_start = max(sentence_start, mention.start - 80)
        window = text[window_start : mention.start]
        if _WHITE_SPACE.search(text, window_start, mention.start) is None:  # (\s is str.isspace)
            window = text[sentence_start : mention.start]
        last_word = window.lower().rsplit(None, 1)[-1:]
        bare = bool(last_word) and last_word[0] in rules.propose_verbs
    found = read_appositive(text, mention.end, rules, introduced=False, bare=bare)
    if found is None or (mention.label == "model" and found.noun in rules.model_heads):
        return False
    sentence_start = view.sentence_at(mention.start)[0]  # (looked up only for a name an appositive follows)
    before = text[sentence_start : mention.start]
    opening = _OPENING_PHRASE.match(before) is not None and not any(
        word in rules.system_verbs or word in _COPULAS for word in before.lower().split())  # fmt: skip
    if opening:  # only a data noun counts there, and as context: 'Trained on UltraPrompt, a new dataset ...'
        return found.label == "dataset" and cast(view, rules, mention, Vote(APPOSITIVE, "dataset", S_CONTEXT))
    changed = cast(view, rules, mention, Vote(APPOSITIVE, found.label, S_APPOSITIVE))
    if changed and mention.partner is not None:
        cast(view, rules, mention.partner, Vote(mention.decision, mention.label, S_PARTNER))
    return True


_COPULAS = frozenset(["is", "are", "was", "were"])
# what each pattern read_appositive (and may_be_bare) tries after a name opens with: a comma or a bracket after white
# space (_APPOSITIVE_COMMA, and _COPULAR's bracket), or ' as ', ' is ', ' was ', ' a ', ' an ' (_APPOSITIVE_AS,
# _COPULAR, _APPOSITIVE_BARE); one match before a name ends the four (most names are followed by another word)
_MAY_OPEN_APPOSITIVE = re.compile(r"\s*[(,]|\s+(?:as|is|was|an?)\s")
_WHITE_SPACE = re.compile(r"\s")


# a sentence's opening phrase up to the name, without a comma: a preposition, a subordinator, a participle or
# an infinitive first ('On X', 'Compared with the strong X', 'Despite the interviews ... measure the X', 'Using
# X', 'Trained on X', 'To evaluate X'), perhaps after an adverb ('Empirically, on X')
_OPENING_PHRASE = re.compile(
    r"\s*(?:[A-Z][a-z]+ly,?\s+)?(?:On|In|For|With|From|Across|Under|Using|To|By|Via|At|After|Before|Unlike|Like"
    r"|Beyond|Besides|Despite|Over|Against|Within|Among|Through|Throughout|When|While|If|Although|Though|Since"
    r"|Because|Unless|Whereas|Once|As|Compared|Relative|Building|Based|Trained|Given|[A-Z][a-z]+ing|[A-Z][a-z]+ed)"
    r"\b[^,;:]*$")


def _kind_before_appositive(text: str, mention: Mention, rules: EntityRules) -> str | None:
    """'the first large-scale in-the-wild FVQA dataset, FVQ-20K, which ...', 'our finetuned model, StresSLM,
    significantly ...': the kind named in the noun phrase before a name set off by commas, when it is a dataset
    or a released model (:func:`~.appositives.names_a_model`). Not after a preposition ('On this dataset, X
    reaches ...' names where X was run), and only for a name the comma closes."""
    # (a word right after the name, perhaps after a space, closes nothing: the cheap test before the pattern)
    if text[mention.end : mention.end + 2].lstrip()[:1].isalnum() or not _CLOSES_APPOSITIVE.match(text, mention.end):
        return None
    # (the pattern ends in a comma and white space: tried only where the window ends so)
    found = _PHRASE_BEFORE.search(text, max(0, mention.start - 90), mention.start) \
        if text[max(0, mention.start - 90) : mention.start].rstrip().endswith(",") else None  # fmt: skip
    if found is None:
        return None
    words = [word.lower() for word in found.group("phrase").split()]
    preposition = _PREPOSITION_BEFORE.search(text, max(0, found.start() - 12), found.start())
    if preposition is not None and (_NEW_WORDS.isdisjoint(words) or _SENTENCE_OPENS.search(
            text, max(0, preposition.start() - 40), preposition.start())):  # fmt: skip
        return None  # (but 'evaluated on a new dataset, HealthAdvice, using ...' introduces the data it names; a
        # sentence that opens with the phrase goes on with its subject: 'On the new X dataset, Y, which ..., forgets')
    if not words or (words[-1].endswith("s") and words[-1] != "corpus"):
        return None  # 'datasets, X, Y and Z' is a list, read by the list rules
    if rules.dataset_appositive_pattern.search(" ".join(words[-2:])):
        return "dataset"
    if names_a_model(words, rules) and words[-1] in ("model", "llm", "lm", "vlm", "mllm", "checkpoint"):
        return "model"
    return None


_SENTENCE_OPENS = re.compile(r"(?:^|[.!?]\s+)(?:[A-Z][a-z]+ly,?\s*)?$")
_NEW_WORDS = frozenset(["new", "newly", "novel", "proposed", "constructed", "curated", "collected", "introduced"])
# (\b(?:[Oo]ur|[Tt]he|[Aa]n?|[Tt]his) written word first: the engine then tries only at those letters, ~3x faster
# in a list of names)
_PHRASE_BEFORE = re.compile(word_led(["Our", "our", "The", "the", "An", "an", "A", "a", "This", "this"])
                            + r"\s+(?P<phrase>(?:[\w\-]+\s+){0,5}[\w\-]+)\s*,\s*$")
_PREPOSITION_BEFORE = re.compile(r"\b(?:[Oo]n|[Ii]n|[Ff]or|[Ww]ith|[Ff]rom|[Aa]cross|[Uu]nder|[Uu]sing|[Tt]o|[Oo]f|[Bb]y|[Vv]ia|[Aa]t)\s+$")
_CLOSES_APPOSITIVE = re.compile(r"\s*(?:\([^()]*\)\s*)?[,.;:]")


def listed_with_names(view: TextView, rules: EntityRules, candidates: list[Mention], blocked: Blocked) -> list[Mention]:
    """'models including Chronos, TimesFM and Moirai': plain capitalized words listed after 'such as' /
    'including' / 'like' with a name the other rules found are names of the same kind."""
    found: list[Mention] = []
    text, tokens = view.text, view.tokens
    if "such as" not in text and "including" not in text and " like " not in text:
        return found
    by_start = {m.start: m for m in candidates if m.label != "metric"}
    for cue_end in _list_cue_ends(text):
        index = bisect_left(view.token_starts, cue_end)
        items: list[Token] = []
        known: Mention | None = None
        while index < len(tokens) and len(items) < 12:
            token = tokens[index]
            if token.start in by_start:
                known = known or by_start[token.start]
                index = bisect_left(view.token_starts, by_start[token.start].end)
            elif view.classes[index] & T_CAPITALIZED and token.text.isalpha() and not token.sentence_start:
                index += 1
                if index < len(tokens) and _NAME_GOES_ON.match(tokens[index].text):
                    break  # the first word of a longer name: 'Vision Transformer', 'Monash Guns', "California's"
                items.append(token)
            else:
                break
            if index < len(tokens) and tokens[index].lower in (",", "and", "or"):
                while index < len(tokens) and tokens[index].lower in (",", "and", "or"):
                    index += 1
            else:
                break
        if known is None:
            continue
        for item in items:
            if not rules.is_generic(item.text) and not blocked.overlaps(item.start, item.end):
                found.append(Mention(item.start, item.end, known.label, "entity/listed-with-names", P_CONTEXT,
                                     family=_family_of(item.text, rules) if known.label == "model" else None))  # fmt: skip
    return found


# a token that continues the name before it: a capitalized word, a digit, a possessive, a hyphen
_NAME_GOES_ON = re.compile(r"[A-Z0-9]|['’]s$|[-–]")
_LIST_CUE_WORDS = ("such as", "including", "like")
_SPACES = re.compile(r"\s+")


def _list_cue_ends(text: str) -> list[int]:
    """Where the white space after each list cue ends, in order: the ends of ``_LIST_CUE.finditer(text)``
    ('such as', 'including' or 'like' after no word character, then white space), found by str.find (the regex
    engine tries the cue's first letters, common ones, all over the text). The matches cannot overlap: each
    starts a word and ends in white space."""
    ends = []
    for word in _LIST_CUE_WORDS:
        index = text.find(word)
        while index != -1:
            after = index + len(word)
            if index == 0 or not (text[index - 1].isalnum() or text[index - 1] == "_"):  # (not after \w)
                spaces = _SPACES.match(text, after)
                if spaces is not None:
                    ends.append(spaces.end())
            index = text.find(word, index + 1)
    return sorted(ends)


_LIST_CUE = re.compile(word_led(list(_LIST_CUE_WORDS)) + r"\s+")  # (what _list_cue_ends finds)


def titled_in_data_lists(view: TextView, rules: EntityRules, candidates: list[Mention], blocked: Blocked) -> list[Mention]:
    """'on the ACDC and Synapse datasets', 'the BSDS500, NYUD and Multicue datasets', 'using TUBerlin, Sketchy,
    Quickdraw, and DomainNet zero-shot datasets': plain capitalized words listed with a dataset before a plural data
    noun name datasets too (one to three words an item; not a language, a platform or a term of the field, which
    the generic lexicons know: 'English and Chinese datasets', 'Twitter and Reddit datasets' list no dataset)."""
    found: list[Mention] = []
    text, tokens, classes = view.text, view.tokens, view.classes
    if "datasets" not in text and "benchmarks" not in text and "corpora" not in text:
        return found
    by_end: dict[int, Mention] | None = None
    for noun_start in _plural_data_nouns(text):
        # (a cheap look at the word before the noun, and the one before a modifier, first: most data nouns follow
        # a count or an adjective, where no list of names ends)
        words = text[max(0, noun_start - 60) : noun_start].split()
        if words and (words[-1] == "benchmark" or _MODIFIER_WORD.fullmatch(words[-1])):
            words.pop()
        if not words or words[-1].islower():
            continue  # ('three', 'public', 'zero-shot': no name; 'nuScenes', 'KITTI-360', 'Synapse' may be)
        if by_end is None:
            by_end = {m.end: m for m in candidates if m.label != "metric"}
        index = bisect_left(view.token_starts, noun_start) - 1
        if index >= 0 and (tokens[index].lower == "benchmark" or _MODIFIER_WORD.fullmatch(tokens[index].text)):
            index -= 1  # 'X and Y benchmark datasets', 'X and Y zero-shot datasets'
        plain: list[tuple[int, int]] = []
        dataset_listed = separated = False
        while index >= 0:
            token = tokens[index]
            known = by_end.get(token.end)
            if known is not None:
                dataset_listed = dataset_listed or known.label == "dataset"
                index = bisect_left(view.token_starts, known.start) - 1
            else:
                run_end = index
                while index >= 0 and run_end - index < 3 and classes[index] & T_CAPITALIZED and tokens[index].text.isalpha() \
                        and not tokens[index].sentence_start and tokens[index].end not in by_end:  # fmt: skip
                    index -= 1
                if index == run_end:
                    break
                plain.append((tokens[index + 1].start, tokens[run_end].end))
            if index >= 0 and tokens[index].lower in (",", "and", "or"):
                separated = True
                while index >= 0 and tokens[index].lower in (",", "and", "or"):
                    index -= 1
            else:
                break
        if not (dataset_listed and separated):
            continue
        for start, end in plain:
            surface = text[start:end]
            if not rules.is_generic(surface) and not any(rules.is_generic(word) or word.lower() in rules.stop_words
                                                         or word in rules.languages for word in surface.split()) \
                    and not blocked.overlaps(start, end):  # fmt: skip
                found.append(_mention(view, start, end, "dataset", "dataset/titled-in-data-list", P_CONTEXT))
    return found


def plain_items_listed_with_datasets(view: TextView, rules: EntityRules, candidates: list[Mention],
                                     blocked: Blocked) -> list[Mention]:  # fmt: skip
    """'three datasets (UCF101, Kinetics400, and HMDB51)', 'benchmarks such as AIME and Math500', 'On KITTI2015,
    Middlebury, and ETH3D, ...': a plain capitalized word (or a word and its number) coordinated with a dataset in a
    list of names is a dataset too. The list needs a joint ('and', 'or') or a bracket around it, and the word must
    close its item (a comma, a joint, a bracket or the sentence's end after it: not 'On MedQA, Clinician
    reached ...'); languages, stop words and generic-lexicon words are left out."""
    found: list[Mention] = []
    tokens = view.tokens
    # (not from a lexicon hit of common words alone: 'opinion pieces from Washington Post, New York Times, and Wall
    # Street Journal' lists publishers, whatever the Wall Street Journal corpus is)
    text = view.text
    datasets = [m for m in candidates if m.label == "dataset" and (_JOINT_AFTER.match(text, m.end) is not None
                                                                   or _JOINT_BEFORE.search(text, max(0, m.start - 6), m.start) is not None)]  # fmt: skip
    if not datasets:
        return found  # (no dataset is an item of a list)
    weak = {(m.start, m.end) for m in candidates if m.decision in _WEAK_DATASET_READINGS}
    datasets = [m for m in datasets if (m.start, m.end) not in weak or any(vote.label == "dataset" for vote in m.votes)]
    if not datasets:
        return found
    by_start = {m.start: m for m in candidates if m.label != "metric"}
    by_end = {m.end: m for m in candidates if m.label != "metric"}
    starts = view.token_starts
    seen: set[int] = set()
    for dataset in datasets:
        if dataset.start in seen:
            continue
        seen.add(dataset.start)
        plain: list[tuple[int, int, int]] = []  # (first token, last token, token after)
        joint = False
        # forward: ', X', ', and X', 'and X', 'or X'
        index = bisect_left(starts, dataset.end)
        while index < len(tokens) and len(plain) < 12:
            separator = index
            while index < len(tokens) and tokens[index].lower in (",", "and", "or"):
                joint = joint or tokens[index].lower != ","
                index += 1
            if index == separator or index >= len(tokens):
                break
            known = by_start.get(tokens[index].start)
            if known is not None:
                seen.add(known.start)
                index = bisect_left(starts, known.end)
                continue
            first = index
            while index < len(tokens) and index - first < 3 and _plain_name_token(view, rules, index) \
                    and tokens[index].start not in by_start:  # fmt: skip
                index += 1
            if index == first:
                break
            plain.append((first, index - 1, index))
        # backward: 'X, ', 'X and ', 'X, and '
        index = bisect_left(starts, dataset.start) - 1
        while index >= 0 and len(plain) < 12:
            separator = index
            while index >= 0 and tokens[index].lower in (",", "and", "or"):
                joint = joint or tokens[index].lower != ","
                index -= 1
            if index == separator or index < 0:
                break
            known = by_end.get(tokens[index].end)
            if known is not None:
                seen.add(known.start)
                index = bisect_left(starts, known.start) - 1
                continue
            last = index
            while index >= 0 and last - index < 3 and _plain_name_token(view, rules, index) \
                    and tokens[index].end not in by_end:  # fmt: skip
                index -= 1
            if index == last:
                break
            plain.append((index + 1, last, last + 1))
        if not plain:
            continue
        bracketed = view.text[max(0, dataset.start - 2) : dataset.start].strip() == "(" or any(
            next_index < len(tokens) and tokens[next_index].text == ")" for _, _, next_index in plain)  # fmt: skip
        opening = min([tokens[first].start for first, _, _ in plain] + [dataset.start])
        if not (joint or bracketed) or _TASKS_BEFORE_LIST.search(view.text, max(0, opening - 60), opening):
            continue  # ('tasks, including Emotion Classification, Emotion QA, ...': a list of tasks)
        for first, last, next_index in plain:
            closer = next_index >= len(tokens) or tokens[next_index].lower in _ITEM_CLOSERS
            start, end = tokens[first].start, tokens[last].end
            surface = view.text[start:end]
            if closer and not _inside_a_longer_name(view.text, start, end, by_start, by_end) \
                    and surface.split()[-1].lower() not in rules.task_head_words \
                    and not rules.is_generic(surface) and not blocked.overlaps(start, end) and not any(
                    rules.is_generic(word) or word.lower() in rules.stop_words or word in rules.languages
                    for word in surface.split()):  # fmt: skip
                found.append(_mention(view, start, end, "dataset", "dataset/plain-name-in-dataset-list", P_CONTEXT))
    return found


def _inside_a_longer_name(text: str, start: int, end: int, by_start: dict[int, Mention], by_end: dict[int, Mention]) -> bool:
    """Whether words joined by a bare 'and' to a name of several words belong to that name: 'the Abstraction and
    Reasoning Corpus (ARC)', 'the Lung and Colon Cancer Histopathological Image Dataset', 'Multi-Source Retrieval
    and Synthesis'."""
    after = _AND_AFTER.match(text, end)
    if after is not None and (neighbour := by_start.get(after.end())) is not None:
        return " " in text[neighbour.start : neighbour.end].strip()
    before = _AND_BEFORE.search(text, max(0, start - 8), start)
    if before is not None and (neighbour := by_end.get(before.start())) is not None:
        return " " in text[neighbour.start : neighbour.end].strip()
    return False


# a list's joint right after or before a name (perhaps after the item's bracket)
_JOINT_AFTER = re.compile(r"\s*(?:\([^()]{0,40}\)\s*)?(?:,|and\b|or\b)")
_JOINT_BEFORE = re.compile(r"(?:,|\band|\bor|\()\s*$")
_WEAK_DATASET_READINGS = frozenset(["dataset/tdmsci-datasets"])
_AND_AFTER = re.compile(r"[ \t\n]+and[ \t\n]+")
_AND_BEFORE = re.compile(r"[ \t\n]+and[ \t\n]+$")
_TASKS_BEFORE_LIST = re.compile(r"\btasks?\b[^.;:]{0,40}$")
_ITEM_CLOSERS = frozenset([",", "and", "or", ")", ".", ";", ":", "--", "–", "—", "datasets", "benchmarks"])
_WORD_AND_NUMBER = re.compile(r"[A-Z][a-z]+\d+[a-z]?")  # 'Kinetics400', 'Math500', 'Tobacco3482', 'Argoverse2'


def _plain_name_token(view: TextView, rules: EntityRules, index: int) -> bool:
    token = view.tokens[index]
    return bool(view.classes[index] & T_CAPITALIZED) and not token.sentence_start and (
        token.text.isalpha() or _WORD_AND_NUMBER.fullmatch(token.text) is not None)


def _plural_data_nouns(text: str) -> list[int]:
    """Where 'datasets', 'benchmarks' or 'corpora' stand as words, in order (found by str.find: a scan of the text
    by a regular expression that opens with a word boundary costs more than the rule)."""
    found = []
    for noun in ("datasets", "benchmarks", "corpora"):
        start = text.find(noun)
        while start >= 0:
            end = start + len(noun)
            if (start == 0 or not text[start - 1].isalnum()) and (end == len(text) or not text[end].isalnum()):
                found.append(start)
            start = text.find(noun, end)
    return sorted(found)


_MODIFIER_WORD = re.compile(r"[a-z]+-[a-z]+")


# (an item may carry a lower-case note or its score in brackets, and 'as well as' joins two items: 'CIFAR-100
# (classification), PASCAL VOC, and VisDrone (detection), as well as CrackSeg', 'LEDGAR (single-label) and UNFAIR-ToS',
# 'S2Looking (52.25%) and LEVIR-CD (85.62%)')
_ITEM_NOTE = r"(?:\s*\((?:[a-z][a-z\s\-/,]{0,40}|[+\-−~]?\d[\d.,]*\s*(?:%|\\%|pp|points)?)\))?"  # the note or score, read past by both list tests
_LIST_SEPARATOR = re.compile(_ITEM_NOTE + r"(?:\s+[a-z\-]+|\s+(?P<qualifier>[A-Z][A-Za-z]+)){0,2}\s*"
                             r"(?:(?P<bare>,\s*)|,\s*(?:and|or)\s+|\s+(?:and|or)\s+|,?\s+as\s+well\s+as\s+)")  # fmt: skip


_LIST_GOES_ON = re.compile(_ITEM_NOTE + r"(?:(?:\s+[a-z\-]+){0,2}|\s+[A-Z][A-Za-z]+)\s*(?:,|\s(?:and|or)\s)")  # ('Ego4D GoalStep, and')


# 'multilingual benchmarks like MMTEB', 'two environments: MESSENGER and MESSENGER-WM', 'two datasets -- X and
# Y' (not 'a method using LLMs -- X', which names the method), 'a focused benchmark,
# CTFKnow, with ...', 'open models such as Falcon, Pythia and X': the kind named before a list or an appositive
# (the kind words first, each with the word boundary as a lookbehind after it: the engine then tries only where one
# of their first letters stands, not at every character of the window; the matches are the same)
_KIND_BEFORE_LIST = re.compile(
    r"(?P<kind>benchmark(?<!\wbenchmark)s?|dataset(?<!\wdataset)s?|corpora(?<!\wcorpora)|environment(?<!\wenvironment)s?"
    r"|suite(?<!\wsuite)s?|models(?<!\wmodels)|LLMs(?<!\wLLMs)|VLMs(?<!\wVLMs)|MLLMs(?<!\wMLLMs))"
    r"(?:\s*,?\s*(?:such as|like|including|e\.g\.,?)\s+|\s*:\s*|(?<![A-Z]s)\s+(?:--|—|–)\s*|\s*,\s*(?=\S+\s*,\s*$))"
    r"(?:[^.;:()]{0,80}?(?:,|\band\b|\bor\b)\s*)?$")


_KIND_LABELS = {"benchmark": "dataset", "dataset": "dataset", "corpora": "dataset", "environment": "dataset",
                "suite": "dataset", "model": "model", "llm": "model", "vlm": "model", "mllm": "model"}


# the nouns after a name (and its year) that say it is data: 'the MESS benchmark', 'the ACE corpora', 'the RTE-5 test
# set', 'the TiGer treebank', 'the CoNLL 2012 English test set', 'the CoNLL-X shared task': the dataset heads
# (lexicon/dataset-heads) and the kinds of data items and splits
@lru_cache(maxsize=4)
def _kind_after(heads: str) -> re.Pattern[str]:
    # 'CoNLL 2012 English test set', 'the DiscoGeM 2.0 corpus', 'the FLIR ADAS V2 dataset' (a release: not a bare
    # number, which may be part of the name: 'Mip-NeRF 360 dataset')
    return re.compile(r"(?:\s+(?:19|20)\d\d(?:/(?:19|20)?\d\d)?(?:\s+(?-i:[A-Z][a-z]+))?"
                      r"|\s+(?:[vV]\d{1,2}(?:\.\d{1,2}){0,2}|[1-9]\.\d{1,2}))?"
                      rf"\s+(?:{heads}|data\s+sets?|(?:shared\s+)?tasks?|games?|prompts?|problems|questions"
                      r"|(?:test|dev|development|evaluation|validation|held-out)\s+(?:sets?|data|collections?|splits?))\b",
                      re.IGNORECASE)  # fmt: skip


# 'the WMT09 data', 'TAC-KBP 2009 data': 'data' after a name that ends in its edition or year; other names before
# 'data' are mostly modalities ('LiDAR data', 'T1-weighted MRI data')
_DATA_AFTER = re.compile(r"\s+data\b(?!-)")


# 'the nuPlan closed-loop benchmark': a dataset head after a modifier or two
@lru_cache(maxsize=4)
def _dataset_head_after(heads: str) -> re.Pattern[str]:
    return re.compile(rf"(?P<between>(?:\s+[a-z][a-z\-]*){{1,2}})\s+(?P<head>{heads})\b")


# '... benchmarks (X, Y, Z)': a kind of data before a bracket of names
@lru_cache(maxsize=4)
def _kind_parenthesis(heads: str) -> re.Pattern[str]:
    return re.compile(rf"\b(?:{heads}|tasks?|subsets?|splits?)\s*\((?:[^()]*,\s*)?$")


def _names_a_collection_before(view: TextView, mention: Mention, datasets_by_end: dict[int, Mention]) -> bool:
    """A name alone in brackets that shortens the collection named before it: after a named collection ('the
    Omnibus Dataset for Multimodal News Deception (OmniFake)', 'the WBC Attribute Dataset (WBCAtt)'), or closing a
    phrase that introduces new data and says what it holds ('a dataset comprising 25,368 samples (CausalDR)', 'a
    new dataset containing 457 virtual museums (AgriMuseums)'). Not after a named dataset without a collection head:
    'top-1 accuracy on ImageNet (ResNet-50)' names the backbone."""
    text = view.text
    opening = mention.start - 1
    end = opening
    while end > 0 and text[end - 1].isspace():
        end -= 1
    if end in datasets_by_end:
        return True
    sentence_start = view.sentence_at(mention.start)[0]
    return _DATA_PHRASE_BEFORE.search(text, max(sentence_start, opening - 160), opening) is not None


# a capitalized collection head in a name: 'Dataset', 'Benchmark', 'Corpus', 'Bench' ('the X Test Set')
_COLLECTION_HEAD = re.compile(r"\b(?:Dataset|Benchmark|Corpus|Bench|Suite|Collection|Set)\b")
# a phrase that introduces new data and says what it holds, up to the bracket, ending in a lower-case noun: 'a
# dataset comprising 25,368 samples', 'a new dataset containing 457 agricultural-themed virtual museums', 'a large
# dataset of human social interaction'; not past a purpose ('a dataset of dialogues designed to advance the
# Dialogue-to-Note (Dial-2-Note) task': the bracket shortens the task)
_DATA_PHRASE_BEFORE = re.compile(
    r"\b(?:[Aa]n?|[Oo]ur)\s+(?:[\w\-]+\s+){0,3}?(?:dataset|benchmark|corpus)\s+(?:of|comprising|containing|consisting"
    r"\s+of|with|covering|spanning)\s+(?:(?!(?:to|for|that|which|designed|used)\b)[^()\[\];:.\s]+\s+){0,12}?[a-z][\w\-]*\s*\Z")


def _lists_names(opening: str) -> bool:
    """'benchmarks (MMLU, GSM8K, X': the items before the name in the parenthesis are names too; not a description
    ('a store (append-only event log, X-style ...': lower-case phrases say what the thing is, no list of data;
    a lone lower-case word is a marker: 'benchmarks (eg, ActivityNet, ...')."""
    items = opening[opening.index("(") + 1 :].split(",")[:-1]
    return not any(re.fullmatch(r"[a-z][a-z\-]*(?:\s+[a-z][a-z\-]*)+", item.strip()) for item in items)


# 'a MAP-Elites archive', 'an archive': an indefinite article before a name and 'archive' names a structure the
# method keeps (its own kind of store), not a collection of data published as one ('the TCGA archive')
_ARCHIVE_AFTER = re.compile(r"(?:\s+[a-z][a-z\-]*){0,2}\s+archives?\b")
_INDEFINITE_BEFORE = re.compile(r"\b[Aa]n?\s+$")


def _modified_dataset_head_after(after: str, rules: EntityRules) -> bool:
    """'the nuPlan closed-loop benchmark': a dataset head after one or two modifiers; not after a preposition ('We
    evaluate FooNet on three datasets' names where FooNet was run). What an appositive says the name is ('MGen is
    a dataset of ...', 'UltraHorizon, a novel benchmark') is read by :func:`_appositive_vote`."""
    found = _dataset_head_after(rules.dataset_head_alternatives).match(after)
    if found is not None and found.group("head") == "set":
        return False  # 'a 14 X-English language pair set', 'the X feature set' (but 'the X test set': _kind_after)
    return found is not None and not any(word in rules.stop_words or word in rules.reference_nouns
                                         for word in found.group("between").split())  # fmt: skip


# 'X contains 1,368 math problems', 'X, which includes 46,949 images', 'X comprises over 2,000 episodes': a name
# that holds a counted number of data items is a collection of data (a count of parameters, layers, modules or
# steps says nothing of the kind)
_HOLDS_DATA = re.compile(
    r"\s*(?:\([^()]{1,30}\)\s*)?(?:,\s*which\s+|\s+now\s+)?\s*(?:contains|comprises|consists\s+of|includes|covers|spans"
    r"|features|has|offers|provides|collects|gathers|totals)\s+(?:over|more\s+than|about|approximately|nearly|around"
    r"|roughly|some|up\s+to|~)?\s*\d[\d,.]*\s*[KkM]?\+?\s+(?:[\w\-]+\s+){0,3}?"
    r"(?:videos?|images?|photos?|questions?|samples?|pairs?|problems?|instances?|examples?|tasks?|clips?|hours?"
    r"|sentences?|documents?|dialogues?|dialogs?|conversations?|annotations?|episodes?|sequences?|scenes?|queries"
    r"|query|items?|prompts?|entries|utterances?|frames?|trajectories|recordings?|subjects?|patients?|cases?"
    r"|articles?|records?|reports?|scans?|volumes?|tables?|charts?|puzzles?|games?|triples?|triplets?|claims?"
    r"|posts?|tweets?|reviews?|speakers?|participants?|demonstrations?|benchmarks?|datasets?|test\s+cases?)\b")


# 'the Abt-Buy, DBLP-ACM, iTunes-Amazon and Company datasets', 'on both the HICO-Det and the V-COCO datasets', 'NINCO,
# iNaturalist, OpenImage-O, and other datasets': a name in a list of names closed by a plural data noun (the last
# name, right before the noun, is read by _kind_after); the list opens after 'the', a comma or 'and'
_LIST_NAME = r"(?:the\s+)?[a-z]{0,2}[A-Z0-9][\w\-.+]*(?:\s(?:[A-Z0-9][\w\-.+]*|v\d[\w.]*))?"
# (a hanging hyphen may close the first name: 'the DBpedia- and Corporate-based KGQA benchmarks')
_LIST_BEFORE_DATA_NOUN = re.compile(rf"[-–]?(?:\s*,\s*{_LIST_NAME})*\s*,?\s*(?:and|or)\s+(?:{_LIST_NAME}|[a-z][a-z\-]{{2,}})\s+"
                                    r"(?:datasets|benchmarks|corpora|data\s+sets)\b")  # fmt: skip
# (the last item may be a lower-case kind of data: 'the X and synthetic datasets', 'on paired X and fundus datasets';
# 'X and other datasets'; one adjective may stand between 'on' / 'the' and the list: 'on paired X and Y datasets')
_LIST_OPENS = re.compile(r"(?:\bthe|,|\band|\bor|\bboth|\bon|\busing|\b(?:on|the)\s+[a-z][a-z\-]{2,})\s*$")


# 'experiments on paired X', 'On NIH X, ...', 'results on the public X': one modifier between 'on (the)' and the
# name, a lower-case adjective or a publisher's acronym (not a function word: 'on all X', 'on top of X')
# (after a modifier, not before 'and': 'on contemporary X and Y architectures', 'on both X- and Y-weighted modalities'
# say what the modifier and the names describe only at the list's end, which _LIST_BEFORE_DATA_NOUN reads)
_ON_MODIFIED_NAME_ENDS = re.compile(r"\s*(?:[,.;:)]|$)")  # (nor before "with": "on the gated X with zoneout")
_COUNT_WORDS = frozenset(["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "both", "all", "several",
                          "multiple", "many", "various", "diverse", "different", "other", "each", "every", "top"])
_PLURAL_ACRONYM = re.compile(r"[A-Z][A-Z\d\-]*s")  # 'on real-world TGs', 'on two LRLs': a class of things, no name
_ON_MODIFIED_BEFORE = re.compile(r"\b(?:[Oo]n|[Uu]nder)\s+(?:the\s+)?(?P<modifier>[a-z][a-z\-]{2,}|[A-Z]{2,5})\s+$")


# 'Experiments on X demonstrate ...', 'evaluations on X reveal ...': after an evaluation noun and 'on', the name
# may be followed by the verb that reports what the evaluation found (the name closes the subject)
_EVALUATION_ON = re.compile(r"\b(?:[Ee]xperiments|[Ee]valuations?|[Rr]esults|[Tt]ests|[Ss]tudies)\s+on\s+(?:the\s+)?"
                            r"(?:(?:[a-z][a-z\-]{2,}|[A-Z]{2,5})\s+)?$")
_REPORTING_VERB_AFTER = re.compile(r"\s+(?:demonstrate|show|reveal|confirm|validate|indicate|verify|highlight|suggest)"
                                   r"(?:s|d|ed)?\b")


def _on_name_ends(before: str, after: str, ends: re.Pattern[str] = _ON_NAME_ENDS) -> bool:
    """Whether the words after a name written after 'on' close it: a punctuation mark, 'and', 'under', 'with', or
    the reporting verb of 'experiments on X show ...'."""
    return ends.match(after) is not None or (
        _REPORTING_VERB_AFTER.match(after) is not None and _EVALUATION_ON.search(before) is not None)


def _modified_on_name(before: str, rules: EntityRules) -> bool:
    found = _ON_MODIFIED_BEFORE.search(before)
    if found is None or _BUILT_ON.search(before[: found.start("modifier")]):
        return False
    modifier = found.group("modifier")
    if modifier.isupper():  # an acronym: a publisher's ('NIH'), not a field term ('On LLM X')
        return rules.is_generic(modifier) and rules.generic_reason(modifier)[1] == R_ORGANIZATION
    return modifier not in rules.stop_words and modifier not in _COUNT_WORDS and not rules.is_generic(modifier)


_BUILT_ON = re.compile(r"\b(?:trained|buil(?:t|ds?|ding)|based|conditioned|rel(?:y|ies|ying)|focus\w*|depend\w*)\s+on\s+"
                       r"(?:the\s+)?$", re.IGNORECASE)  # 'Building on NLLB-200, ...' names a model, not data


def _share_labels_in_lists(view: TextView, rules: EntityRules, mentions: list[Mention]) -> None:
    """'BFCL-v3 multi-turn and ToolSandbox': an unknown name coordinated with a dataset is a dataset, and so on
    along the list ('On CIFAR-10-C, CIFAR-100-C and ImageNet-C'); one coordinated with a model (and no
    dataset) is a model ('LLaMA-3.3-70B, Gemma2-9B, and Compound-Beta')."""
    ordered = sorted(mentions, key=lambda m: m.start)
    links = []
    for first, second in pairwise(ordered):
        # (matched in place, no copy of the text between: the pattern has no anchor or lookaround that would
        # read past the two names)
        separator = _LIST_SEPARATOR.fullmatch(view.text, first.end, second.start)
        if not separator:
            continue
        if separator.group("bare") and (separator.group("qualifier") or not _LIST_GOES_ON.match(view.text, second.end)
                                        or _verb_after(view.text, second.end, rules)) \
                and not _in_parentheses_together(view.text, first, second):  # fmt: skip
            continue  # 'On ImageNet-1K, MaskMix reaches ...': a comma alone makes a list only if one goes on;
            # 'Trained on X trajectories alone, Y outperforms fixed, ... baselines': Y is the subject; but
            # 'open-vocabulary segmentation (LeRF-OVS, ScanNet)': one pair of parentheses holds a list
        links.append((first, second))
    for label, rule in (("dataset", "dataset/listed-with-dataset"), ("model", "model/listed-with-model")):
        sure = {id(m) for m in mentions if m.label == label}
        changed = True
        while changed:
            changed = False
            for first, second in links:
                for known, unknown in ((first, second), (second, first)):
                    if id(known) in sure and id(unknown) not in sure and open_to(unknown, S_LIST) \
                            and (label != "model" or _model_list(view, rules, first, second)):  # fmt: skip
                        cast(view, rules, unknown, Vote(rule, label, S_LIST))
                        sure.add(id(unknown))
                        changed = True


def _in_parentheses_together(text: str, first: Mention, second: Mention) -> bool:
    """Whether two names are items of one parenthesized list: '(LeRF-OVS, ScanNet)', '(A, B, and C)'."""
    opening = text.rfind("(", max(0, first.start - _PARENTHESIS_REACH), first.start)
    closing = text.find(")", second.end, second.end + _PARENTHESIS_REACH)
    return opening >= 0 and closing >= 0 and ")" not in text[opening : first.start] and "(" not in text[second.end : closing]


_PARENTHESIS_REACH = 80  # characters from a list's item to its parenthesis


def _verb_after(text: str, end: int, rules: EntityRules) -> bool:
    """Whether a system verb follows a name: 'X outperforms ...', 'X achieves ...'."""
    word = _WORD_AFTER.match(text, end)
    return word is not None and word.group(1) in rules.system_verbs


_WORD_AFTER = re.compile(r"\s+([a-z]+)")


def _model_list(view: TextView, rules: EntityRules, first: Mention, second: Mention) -> bool:
    """Whether two coordinated names can be two models: not when either is an architecture ('ResNet and ViT'
    are designs) or followed by a method noun or a measure ('the legacy rule-based NegEx approach, and
    GPT-4o', 'the MMD baseline metric and DINOv2')."""
    text = view.text
    for mention in (first, second):
        name = re.split(r"[-\d]", text[mention.start : mention.end])[0].lower()
        if name in rules.architecture_families:
            return False
        after = re.match(r"(?:\s+([a-z]+)){1,2}", text[mention.end : mention.end + 40])
        if after is not None and any(word in rules.method_nouns or word.startswith("metric") or word in rules.dataset_heads
                                     for word in after.group(0).split()):  # fmt: skip
            return False  # (and 'the ScienceQA, Vizwiz, MM-vet, and LLaVA-Bench datasets')
    return True
