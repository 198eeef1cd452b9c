"""Name shapes: how names of the field look (CamelCase, acronyms, versions, Title Case, markup), and the candidates they give."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from ..regex_literals import holds_literals, required_literals
from .candidates import (
    NOT_ENTITY,
    P_SHAPE,
    P_STYLED,
    P_TITLE,
    R_NOTION,
    R_ORDINAL,
    R_ORGANIZATION,
    Blocked,
    Mention,
    _mention,
)
from .view import CACHE_LIMIT, T_CAPITAL, T_CAPITALIZED, TextView, Token

if TYPE_CHECKING:
    from .lexicons import EntityRules


_DATASET_SUFFIX = re.compile(r"(?:Bench|bench|Benchmark|Eval|QA|World|Arena|Gym|Suite|Set|Hub|Leaderboard)\+{0,2}$")  # UnifyBench++
# a benchmark's name with a variant tag after its dataset morpheme: a version or year ('LLMEval-3', 'VBench-2.0',
# 'Deepfake-Eval-2024', 'AlpacaEval2'), a split letter ('LongMemEval-S'), a modality code ('VBench-I2V'), a language
# code ('MedBench-IT'), a difficulty or size grade ('AutoCodeBench-Lite', 'OdysseyBench-Neo') or a modality or
# document split ('MapEval-Visual', 'MMLongBenchDoc'); a system word after the morpheme makes a method ('FuncBenchGen',
# 'SafeEvalAgent', 'MedEvalKit'), and 'QA' and 'World' are left out ('HiRQA-S' is a quality-assessment model,
# 'UniWorld-V1' a model). A digit run is one tag, never split between two ('(?!\d)'): the repeated group would
# otherwise try every split of a long run before failing (exponential on 'XBench' + 30 digits + a letter)
_VARIANT_TAG = (r"(?:[-_]?[vV]?\d+(?:\.\d+)*(?!\d)[KkM]?|-[A-Z]|-[A-Z]\d?2[A-Z]|-(?:EN|ZH|CN|IT|DE|FR|ES|JA|JP|KO|AR|RU|PT)"
                r"|-?(?:Lite|Pro|Hard|Easy|Verified|Plus|Mini|Neo|Complete|Full|Diamond|Doc|Text|Textual|Visual|Image"
                r"|Video|Audio|Speech|API))")
_DATASET_VARIANT = re.compile(r"[A-Za-z][A-Za-z0-9\-]*?(?:Bench|bench|Benchmark|Eval|Arena)(?:" + _VARIANT_TAG + r")+")
# The literals each pattern's matches hold, read off the pattern (regex_literals): a word without them is not
# tried (most words; these run on every new word).
_DATASET_VARIANT_NEEDS = required_literals(_DATASET_VARIANT.pattern)


# a released checkpoint's parameter count closing a one-word name: 'OpenCUA-32B', 'Sa2VA-i-1B', 'SFR-DR-20B',
# 'Qwen3-30B-A3B', 'Dream-Coder-7B-Instruct' (a size in billions is a model's; '-1M' and '-100K' count data)
_SIZE_SUFFIX = re.compile(r"[A-Za-z][\w.\-]*?[a-zA-Z\d][\-_]\d+(?:\.\d+)?B(?:-A\d+(?:\.\d+)?B)?"
                          r"(?:-(?:Instruct|Chat|Base|IT|it|Thinking|Preview))?")
_SIZE_SUFFIX_NEEDS = required_literals(_SIZE_SUFFIX.pattern)


# a count of thousands closing a one-word name: 'DL3DV-10K', 'KonIQ-10k', 'HMU-GC-HE-30K', 'Pandora18k' count the items
# of a collection (a size in billions before it makes a model's context length: 'SWA-3B-4k')
_THOUSANDS_SUFFIX = re.compile(r"[A-Za-z][\w.\-]*?[A-Za-z\d]-?\d+(?:\.\d+)?[Kk]")
_BILLIONS_PART = re.compile(r"\d(?:\.\d+)?B(?![a-z])")
# a known measure under a prefix of one or two lower-case letters or a capital and a hyphen: 'gIoU', 'mPSNR', 'rFID',
# 'clDice', 'I-AUROC' and 'P-AUROC' (image- and pixel-level) are variants of the measure, no methods
_PREFIXED_MEASURE = re.compile(r"(?:[a-z]{1,2}|[A-Z]-)([A-Z][A-Za-z]{2,}\d*)")


# a known measure with an averaging word or 'Self-' on one side of a hyphen ('Macro-F1', 'F1-weighted', 'F1-micro',
# 'Self-BLEU'), or two known measures joined ('BERTScore-F1': the F1 of BERTScore)
_AVERAGED_MEASURE = re.compile(r"(?:[Mm]acro|[Mm]icro|[Ww]eighted|[Ss]elf)-(?P<after>[^-]+)"
                               r"|(?P<before>[^-]+)-(?:[Mm]acro|[Mm]icro|[Ww]eighted)")
_TWO_MEASURES = re.compile(r"([A-Za-z][^-]*)-([A-Za-z][^-]*)")


_INITIALS_WITH_PERIODS = re.compile(r"[A-Z]\.[A-Z]\.?")  # two letters: 'E.A.R.T.H.' may be a method's name
_METRIC_VARIANT = re.compile(r"(.+?)-(?:\d{1,2}|[A-Z])")
_INITIALS_NEEDS = required_literals(_INITIALS_WITH_PERIODS.pattern)
_METRIC_VARIANT_NEEDS = required_literals(_METRIC_VARIANT.pattern)
_METRIC_PREFIX = re.compile(r"^(?:AUC|AUROC|AUPR|TPR|FPR|[Pp]ass@|maj@|Hits@|Recall@|R@|N?DCG|nDCG|mAP|[Tt]op-\d|Avg\d*$)"
                            r"|^[A-Z][A-Za-z0-9\-]+Score$")  # 'BERTScore', 'CLIPScore', 'VLScore'


_WORD_CHARS = re.compile(r"[\w+]")


def strip_name_suffix(text: str, rules: EntityRules) -> str:
    """'PPO-based' -> 'PPO', 'LeWM-style' -> 'LeWM'; other words unchanged."""
    head, dash, last = text.rpartition("-")
    if dash and head and last.lower() in rules.name_suffixes:
        return head
    return text


def name_core(text: str, rules: EntityRules) -> tuple[int, int]:
    """The part of a token that can be a name (cached per rule set): see :func:`_name_core`."""
    return rules.name_core_cache[text]


def _name_core(text: str, rules: EntityRules) -> tuple[int, int]:
    """The part of a token that can be a name: 'KL-regularized' -> 'KL', 'linear-ICL' -> 'ICL', '(LLM)' -> 'LLM'.

    Returned as (start, end) offsets into the token text.
    """
    start, end = 0, len(strip_name_suffix(text, rules))
    while start < end and text[start] in "([{'\"":
        start += 1
    while end > start and text[end - 1] in ")]}'\",.;:":
        end -= 1
    if end - start > 1 and text[end - 1] in "-–" and text[end - 2] not in "-–":
        end -= 1  # a hanging hyphen: 'T1-' of 'T1- and T2-weighted', 'DPO-' of 'DPO- and GRPO-based'
    gain = _SIGNED_GAIN.search(text, start, end) if holds_literals(_SIGNED_GAIN_NEEDS, text) else None
    if gain is not None and gain.start() > start:
        end = gain.start()  # 'AP+6.9 on COCO', 'Interaction(+29.2%)': a gain written on the name is no part of it
    equals = text.find("=", start, end)
    if equals > start:
        end = equals  # 'MAE=0.0050', 'GOPSize=32': a value written on the name is no part of it
    core = text[start:end]
    closing = core.find(")")
    if closing > 0 and "(" not in core[:closing]:  # 'ITA)-the' (a definition glued to the next word): 'ITA'
        end = start + closing
        core = core[:closing]
    parts = _INNER_DASH.split(core) if "-" in core or "–" in core else [core]  # (the pattern splits at a dash)
    if len(parts) > 1:
        rest_is_word = all(p.isalpha() and p.islower() and (len(p) >= 5 or p in _SHORT_MODIFIERS) for p in parts[1:])
        if rest_is_word and not any(ch.isdigit() for ch in core):
            end = start + len(parts[0])  # 'KL-regularized', 'NP-hard': the name is the first part
        elif parts[0].isalpha() and parts[0].islower():
            if parts[1] in _LINKING_WORDS:
                return start, start  # 'image-to-KG', 'skeleton-to-RGB': a conversion between kinds, no name
            start += len(parts[0]) + 1  # 'linear-ICL': the name is what follows
    return start, end


_SIGNED_GAIN = re.compile(r"\(?\+\d")
_SIGNED_GAIN_NEEDS = required_literals(_SIGNED_GAIN.pattern)
_INNER_DASH = re.compile(r"(?<=[^-–])[-–](?=[^-–])")  # (compiled once: re.split looks a pattern up per call)
_SHORT_MODIFIERS = frozenset(["hard", "soft", "free", "only", "wise", "like", "text", "data"])
_LINKING_WORDS = frozenset(["to", "of", "and", "or", "for", "vs", "by", "in", "on", "with"])


@lru_cache(maxsize=CACHE_LIMIT)
def is_name_shaped(text: str) -> bool:
    """CamelCase, internal capitals, acronyms and versioned names: CurveRL, GRPO, MR-GOBS, BFCL-v3, ADV-0."""
    if text.islower():
        return False  # no capital (str.islower: no character isupper): every shape below has one (most new words)
    if len(text) < 2 or not text[0].isalpha() or (holds_literals(_INITIALS_NEEDS, text)
                                                   and _INITIALS_WITH_PERIODS.fullmatch(text)):
        return False  # 'U.S', 'U.K.': a place's abbreviation, written with periods
    uppers = sum(map(str.isupper, text))  # (map over a str method: no Python call per character)
    digits = any(map(str.isdigit, text))
    if sum(map(str.isalpha, text)) < 2 and not digits:
        return False
    if uppers >= 2 and any(map(str.isupper, text[1:])):
        return True
    if text[0].isupper() and text.endswith("+") and text.rstrip("+").isalnum():
        return True  # 'Exphormer++', 'FedSage+': a plus marks a name
    if text[0].islower() and uppers == 1 and len(text) >= 4 and text.isalnum() and any(map(str.isupper, text[1:3])):
        return True  # 'nuPlan', 'iNaturalist', 'xLSTM': a lower-case prefix before a capitalized name
    return text[0].isupper() and digits and "-" in text


@lru_cache(maxsize=CACHE_LIMIT)
def _is_capitalized(text: str) -> bool:
    if text.islower():
        return False  # no capital: neither Capitalized nor name-shaped (the first shape a new word is asked about)
    return (text[:1].isupper() and any(map(str.islower, text[1:]))) or is_name_shaped(text)


_CONNECTORS = frozenset({"of", "for", "with", "and", "to", "via", "on", "in", "the"})


def initials(words: Sequence[str]) -> str:
    """'Predictive Concept Decoder' -> 'PCD'; hyphenated parts count: 'Block-Aligned Mixed-Precision' -> 'BAMP'."""
    return "".join(map(_word_initials, words))


@lru_cache(maxsize=CACHE_LIMIT)
def _word_initials(word: str) -> str:
    """The initials of one word's hyphenated parts (a word's, kept: the acronym rules ask for the same words'
    initials again and again)."""
    return "".join(part[0].upper() for part in _DASHES.split(word)
                   if part and part[0].isalpha() and part.lower() not in _CONNECTORS)  # fmt: skip


_DASHES = re.compile(r"[-–]")
# a dash between two word characters, where a hyphenated word splits: 'Mixed-Precision', 'accuracy–cost'
_JOINING_DASH = re.compile(r"(?<=\w)[-–](?=\w)")


def _classify_name(text: str, rules: EntityRules) -> str | None:
    """A label from the name itself: its lexicon entry, its head word, its suffix; None when it says nothing."""
    return rules.classify_cache[text]


_MODEL_WORD_END = re.compile(r"[a-z](?:Model|LM)$")
_MODEL_WORD_END_NEEDS = required_literals(_MODEL_WORD_END.pattern)
_HEAD_ENDS = frozenset(["with", "via", "for", "using", "through", "by"])


def _classify_name_uncached(text: str, rules: EntityRules) -> str | None:
    entry = rules.lookup(text)
    if entry is not None:
        return entry[0]
    words = text.split()
    # the head of 'Preference Optimization with Margins' is 'Optimization', not 'Margins'
    joined = next((i for i, word in enumerate(words) if i and word.lower() in _HEAD_ENDS), len(words))
    words = words[:joined]
    last = words[-1].lower() if words else ""
    if last in rules.dataset_heads or _DATASET_SUFFIX.search(text):
        return "dataset"
    if len(words) == 1 and holds_literals(_DATASET_VARIANT_NEEDS, text) and _DATASET_VARIANT.fullmatch(text):
        return "dataset"
    if len(words) == 1 and text.endswith(("K", "k")) and _THOUSANDS_SUFFIX.fullmatch(text) \
            and not _BILLIONS_PART.search(text):  # fmt: skip
        return "dataset"
    if len(words) > 1 and last in ("loss", "losses") and not rules.measures_a_loss(words[:-1]):
        return "method"  # 'SSIM Loss', 'Patch Loss': a training objective (guidelines, clarification 5)
    # (a head that needs a noun before it names no measure after a small word or a grade: 'Proof of Quality' is a
    # protocol, 'Risk and Quality' a field, 'Animal Faces High Quality' a dataset; 'Video Panoptic Quality' is one)
    if _METRIC_PREFIX.match(text) or (len(words) > 1 and (last in rules.metric_strong or (
            last in rules.metric_weak and not (last in rules.metric_need_noun and words[-2].lower() in _NOT_JUDGED)))):  # fmt: skip
        return "metric"
    variant = _METRIC_VARIANT.fullmatch(text) if holds_literals(_METRIC_VARIANT_NEEDS, text) else None
    if variant is not None and (rules.lookup(variant.group(1)) or ("",))[0] == "metric":
        return "metric"  # 'BLEU-4', 'ROUGE-2', 'CIDEr-D': a known measure's n-gram order or variant letter
    if len(words) == 1 and "-" in text and _is_measure_compound(text, rules):
        return "metric"
    prefixed = _PREFIXED_MEASURE.fullmatch(text)
    if prefixed is not None and (rules.lookup(prefixed.group(1)) or ("",))[0] == "metric":
        return "metric"
    if len(words) == 1 and ((holds_literals(_MODEL_WORD_END_NEEDS, text) and _MODEL_WORD_END.search(text))
                            or (holds_literals(_SIZE_SUFFIX_NEEDS, text) and _SIZE_SUFFIX.fullmatch(text))):  # fmt: skip
        return "model"
    if len(words) > 1 and last in rules.model_nouns and last not in ("model", "models"):
        return "model"
    return None


def _is_measure_compound(text: str, rules: EntityRules) -> bool:
    """'Macro-F1', 'F1-weighted', 'Self-BLEU', 'BERTScore-F1': a known measure averaged, or two measures joined."""
    averaged = _AVERAGED_MEASURE.fullmatch(text)
    if averaged is not None:
        return (rules.lookup(averaged.group("after") or averaged.group("before")) or ("",))[0] == "metric"
    joined = _TWO_MEASURES.fullmatch(text)
    return joined is not None and all((rules.lookup(part) or ("",))[0] == "metric" for part in joined.groups())


_NOT_JUDGED = frozenset(["of", "and", "or", "for", "with", "high", "higher", "low", "good", "best", "top", "premium"])
_NOT_BEFORE_AN_ORGANIZATION = frozenset(["over", "between", "under", "per", "versus", "vs", "vs.", "of"])


def _is_organization(surface: str, rules: EntityRules) -> bool:
    """'European Court of Human Rights', 'Allen Institute', 'University of Texas': a capitalized head of
    institutions' names, but not after a preposition of a measure or relation ('Intersection over Union',
    'Trajectory Intersection of Union'), not lower case ('symmetric two-view association'), not in a name whose
    last word says it is a method, a dataset or a measure ('Bias Association Discovery Framework', 'Cross-view
    Object Association Module', 'Simon Fraser University Speech Error Database', 'Association Accuracy'), and
    'Bank' only in the names of banks ('World Bank', 'Bank of England'; not 'Intelligent Memory Bank')."""
    words = surface.split()
    last = words[-1].lower() if words else ""
    if last not in _INSTITUTION_WORDS and last not in rules.model_nouns and (
            last in rules.method_nouns or last in rules.dataset_heads or last in rules.metric_strong):  # fmt: skip
        return False  # (a 'Foundation Model' keeps the old reading: a kind of model, no name)
    final = len(words) - 1
    return any(word.lower() in rules.organization_heads and word[:1].isupper()
               and (index == 0 or words[index - 1].lower() not in _NOT_BEFORE_AN_ORGANIZATION)
               and (word.lower() != "bank" or (index and words[index - 1] in _BANKS)
                    or (index < final and words[index + 1] == "of"))
               for index, word in enumerate(words))  # fmt: skip


# last words that end institutions' names too ('Duke University Health System', 'the UK Data Archive')
_INSTITUTION_WORDS = frozenset(["system", "systems", "archive", "collection", "center", "centre"])
# the words before 'Bank' in the names of banks ('World Bank', 'European Central Bank'; 'Bank of England')
_BANKS = frozenset(["World", "Central", "Development", "Investment", "National", "Reserve", "Commercial", "People's"])


def styled_mentions(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """Names set in markup (\\textsc{RPEval}, **X**, *PSID with smoothing*) that contain a name-shaped word."""
    found = []
    for styled in view.markup.styled:
        if styled.style not in ("bold", "italic", "smallcaps", "mono", "underline"):
            continue
        if view.markup.in_math(styled.start) and styled.style != "bold":
            continue
        surface = view.text[styled.start : styled.end].strip()
        start = styled.start + view.text[styled.start : styled.end].index(surface) if surface else styled.start
        end = start + len(surface)
        words = surface.split()
        if not words or len(words) > 6 or (any(ch in surface for ch in ".,;:") and len(words) > 1):
            continue
        if "(" in surface:
            continue  # a styled 'Long Form (LF)' is read by the acronym rule
        has_name = any(is_name_shaped(strip_name_suffix(w, rules)) for w in words)
        title = len(words) >= 2 and all(_is_capitalized(w) or w.lower() in _CONNECTORS for w in words)
        if not has_name and not (title and (_classify_name(surface, rules) or words[-1].lower() in rules.method_nouns)):
            continue
        if rules.is_generic(surface) or blocked.overlaps(start, end):
            continue
        label = _classify_name(surface, rules) or "method"
        found.append(_mention(view, start, end, label, "entity/styled-name", P_STYLED))
    return found


def shape_mentions(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """Name-shaped words (CamelCase, acronyms, versioned names) and Title Case names with a telling head."""
    found: list[Mention] = []
    tokens, classes = view.tokens, view.classes
    markup = view.markup
    shape_cache = rules.shape_cache  # (rules.shape_reading's cache, read directly: a call less per word)
    resume = 0  # the first token after the last Title Case name
    for index in view.where(T_CAPITAL):  # most words have no capital: neither a name shape nor a Title Case run
        token = tokens[index]
        if index < resume or blocked.overlaps(token.start, token.end) or (
                markup.verbatim and markup.in_verbatim(token.start, token.end)):  # fmt: skip
            continue  # (few abstracts have verbatim text: no search without it)
        # (a run needs a capitalized word, then another or a connector after it: _title_run_end's first tests,
        # without the call for most words)
        next_index = index + 1
        run_end = _title_run_end(tokens, index, view) if classes[index] & T_CAPITALIZED and next_index < len(tokens) \
            and (classes[next_index] & T_CAPITALIZED or tokens[next_index].lower in _RUN_CONNECTORS) else next_index
        if run_end > index + 1:
            first, last = tokens[index], tokens[run_end - 1]
            surface = view.text[first.start : last.end]
            label = _classify_name(surface, rules)
            head = last.lower
            telling = label is not None or head in rules.method_nouns or any(
                is_name_shaped(t.text) and not rules.is_generic(t.text) for t in tokens[index:run_end])
            if _is_organization(surface, rules):
                blocked.append((first.start, last.end), "rejected/organization", R_ORGANIZATION)
            elif rules.is_generic(surface):
                # 'Multi-Agent\nReinforcement Learning' (the lexicon's phrase match stops at a line break): none
                # of its words is a name of its own ('Multi-Agent', 'In-Context')
                blocked.note((first.start, last.end), *rules.generic_reason(surface))
                resume = run_end
                continue
            elif telling:
                found.append(_mention(view, first.start, last.end, label or "method", "entity/title-case-name",
                                      P_TITLE))  # fmt: skip
                resume = run_end
                continue
        reading = shape_cache[token.text]
        # (both shapes end in a digit or a 'k': other words are not tried)
        if reading is None and (token.text[-1:] in "Kk" or token.text[-1:].isdecimal()) and (
                _COUNTED_WORD.fullmatch(token.text) or (
                _WORD_AND_DIGITS.fullmatch(token.text) and _glued_thousands(view.text, token.end))):  # fmt: skip
            # 'Pandora18k', 'Nutrition5k', 'Scoliosis1K': a word, digits and 'k' (the tokenizer may split it
            # off) count the items of a collection, as in 'RealEstate10K'
            reading = (0, len(token.text), _classify_name(token.text, rules) or "method")
        if reading is None:
            continue
        if token.text in _ROMAN_BEFORE and _enumerator(view.text, token.text, tokens, index):
            blocked.note((token.start, token.end), "rejected/ordinal-label", R_ORDINAL)
            continue  # '(I) articulate ..., (II) analyze ..., (III) ...': an item's numeral, no name
        core_start, core_end, label = reading
        core = (token.start + core_start, token.start + core_end)
        if label == NOT_ENTITY:  # 'LLMs', 'Chinese-English'
            blocked.note(core, *rules.generic_reason(token.text[core_start:core_end]))
            continue
        following = tokens[index + 1].lower if index + 1 < len(tokens) else ""
        if following in rules.non_entity_heads:
            blocked.note(core, "rejected/notion-head", R_NOTION)
            continue  # 'the ANR impossibility theorem' names a result, not a method
        if not view.markup.in_math(token.start):
            end = token.start + core_end
            scale = _GLUED_SCALE.match(view.text, end) if end == token.end and token.text[-1:].isdigit() else None
            if scale is not None and ("-" in token.text or (token.text[:1].isupper() and not token.text.isupper())
                                      or scale.group() in "Kk"):  # fmt: skip
                # 'FVQ-20K', 'ODIR-5K', 'RealEstate10K', 'COD10K': the tokenizer splits the scale letter off (an
                # acronym's glued 'M' or 'B' may be a model's size instead: 'OPT350M')
                end = scale.end()
                if label == "method" and (scale.group() in "Kk" or _DATASET_CONTEXT.search(view.text, end, end + 40)):
                    label = "dataset"
            found.append(_mention(view, token.start + core_start, end, label, "entity/name-shape", P_SHAPE))
    return found


# a Roman numeral and the one before it, for the items of an enumeration: '(II)' after '(I)', 'III)' after 'II)'
_ROMAN_BEFORE = {"II": "I", "III": "II", "IV": "III", "V": "IV", "VI": "V", "VII": "VI", "VIII": "VII", "IX": "VIII",
                 "X": "IX"}  # fmt: skip


def _enumerator(text: str, numeral: str, tokens: Sequence[Token], index: int) -> bool:
    """A Roman numeral closed by a bracket ('(II)', 'II)') in an abstract that numbers an item before it the same
    way ('(I)', 'I)'): the numeral of an enumerated item ('four paradigms: (I) model-based convex relaxation, (II)
    heuristic search, (III) deep reinforcement learning'), not an acronym. 'Value Iteration (VI)' numbers nothing
    before it."""
    if index + 1 >= len(tokens) or tokens[index + 1].text != ")":
        return False
    previous = _ROMAN_BEFORE[numeral]
    position = text.find(previous + ")")
    while position != -1:
        if position == 0 or not (text[position - 1].isalnum() or text[position - 1] in "-_"):
            return True
        position = text.find(previous + ")", position + 1)
    return False


def ordinal_labels(view: TextView, blocked: Blocked) -> None:
    """'In Stage II, ...', 'Phase 2 refines ...', 'Type I and Type II errors', 'Track 1': a numbered part of a
    procedure, a study or a taxonomy is no name, whatever its capitals. Not after a name or a number, which it
    belongs to ('SemEval-2010 Task 8', 'the DCASE 2024 Task 4 data'), nor before a capitalized word, which
    makes it part of a longer name ('Stage 2 Hypertension Detector')."""
    text = view.text
    if not _ORDINAL_HINT.search(text):
        return
    for found in _ORDINAL.finditer(text):
        before = text[max(0, found.start() - 30) : found.start()]
        if _ORDINAL_OWNER.search(before):
            continue  # 'SemEval-2010 Task 8', 'CVPR 2024 Track 1', 'ICDAR Task 2'
        blocked.append(found.span(), "rejected/ordinal-label", R_ORDINAL)


_ORDINAL_HINT = re.compile(r"(?:Stage|Phase|Step|Part|Level|Round|Type|Task|Track|Tier|Setting|Scenario|Case)\b")
# the kind word and its number: a Roman numeral, one or two digits or a single capital letter ('Setting A'),
# never followed by more of a name ('Step-1X', 'Phase-2B', 'Stage II Trial Network') or by a data head, which
# makes it the name of a shared task's data ('the Task 1 dataset')
_ORDINAL = re.compile(r"(?<![\w\-])(?:Stage|Phase|Part|Level|Round|Type|Task|Track|Tier|Setting|Scenario|Case)"
                      r"(?:\s|-)(?:[IVX]{1,4}|\d{1,2}|[A-D])(?![\w\-+]|\.\d|\s+[A-Z][a-z]|\s+(?:datasets?|benchmarks?|corpus|data)\b)"
                      r"|(?<![\w\-])Step\s(?:[IVX]{1,4}|\d{1,2})(?![\w\-+]|\.\d|\s+[A-Z][a-z])")
# a name, a year or a number right before: the ordinal is part of that name ('SemEval-2010 Task 8', 'DCASE 2024
# Task 4', 'BraTS Task 1')
_ORDINAL_OWNER = re.compile(r"(?:[A-Z][\w\-]*[A-Z0-9][\w\-]*|\d{2,4}|[A-Z]{2,}\w*)\s+$")


_GLUED_SCALE = re.compile(r"[KkMB](?![\w\-])")
def _glued_thousands(text: str, end: int) -> bool:
    """A 'k' or 'K' scale glued after ``end`` (the tokenizer splits it off the digits)."""
    scale = _GLUED_SCALE.match(text, end)
    return scale is not None and scale.group() in "Kk"

_WORD_AND_DIGITS = re.compile(r"[A-Z][a-z]{2,}\d+")
_COUNTED_WORD = re.compile(r"[A-Z][a-z]{2,}\d+[Kk]")


_DATASET_CONTEXT = re.compile(r"^\W{0,3}(?:a|an|the)?\s*(?:\w+[\s-]){0,3}?(?:dataset|benchmark|corpus)s?\b")


_NAME_WITH_STOP = re.compile(r".*[\-&\d].*\.")


# words of a closed class that open a clause or a question, capitalized for their place, never a name's first word
# (not 'The', which starts names: 'The Pile', 'The Bethesda System')
# ('How', 'What', 'Why' stay: they open names titled as questions, 'a novel benchmark, How Social Is It')
_CAPITALIZED_FUNCTION_WORDS = frozenset(["A", "An", "Our", "Their", "Its", "Are", "Is", "Can", "Could", "Does", "Do",
                                         "If", "While", "For"])


_RUN_CONNECTORS = ("of", "for", "with", "to")  # the small words inside a Title Case name: 'Learning to Rank'


def _title_run_end(tokens: Sequence[Token], index: int, view: TextView) -> int:
    """End (exclusive) of a run of two or more capitalized words starting at index, or index + 1."""
    first, classes = tokens[index], view.classes
    if not classes[index] & T_CAPITALIZED or (first.sentence_start and not is_name_shaped(first.text)):
        return index + 1
    if first.text in _CAPITALIZED_FUNCTION_WORDS:
        return index + 1  # a question's or a clause's first word after a colon or an item's number: 'Results: For
        # spiral-UTE lung MRI', 'arises: Can ALLMs be leveraged', '(3) An Entity-Consistency Constraint strategy'
    end = index + 1
    capitalized = 1
    while end < len(tokens):
        token = tokens[end]
        if tokens[end - 1].text.endswith(".") and _NAME_WITH_STOP.fullmatch(tokens[end - 1].text) \
                and tokens[end - 1].end < token.start:  # fmt: skip
            break  # a sentence ends after a name the tokenizer kept with its full stop: 'Motion-X. We', 'Q&A. The'
            # (not a title's abbreviation: 'Dr. GRPO')
        if classes[end] & T_CAPITALIZED and not token.sentence_start:
            capitalized += 1
            end += 1
        elif token.lower in _RUN_CONNECTORS and end + 1 < len(tokens) and classes[end + 1] & T_CAPITALIZED \
                and not (token.lower == "to" and is_name_shaped(tokens[end - 1].text)):  # fmt: skip
            # ('generalizes beyond Ego-Exo4D to HoloAssist', 'from CIFAR-10 to ImageNet': 'to' after a name shape
            # goes from one name to another, not on inside a Title Case name like 'Learning to Rank')
            end += 1
        else:
            break
    return end if capitalized >= 2 else index + 1


# The first characters token_class tries _METRIC_PREFIX at. Written before the CamelCase '...Score' alternative joined
# the pattern, it lacks most capitals, so 'VLScore' gets no metric flag and is found by the name-shape rule instead
# (metrics._METRIC_PREFIX_FIRSTS is the full set). Widening it changes 74 claims of the arXiv sample, one for the worse
# ('state-of-the-art performance on WorldScore', a benchmark, becomes a metric): a rules change, not made here.
_METRIC_PREFIX_STARTS = frozenset("AaTtFfPpmHRNnD")


_FIRST_WORD_PART = re.compile(r"[A-Z][a-z]*")  # (compiled once: re.match looks a pattern string up per call)


@lru_cache(maxsize=CACHE_LIMIT)
def abbreviations(surface: str) -> tuple[str, ...]:
    """The short forms a name may be used by: its initials (and their plural) for a Title Case name, the first
    word part and the other capitals for a CamelCase one."""
    words = surface.split()
    if len(words) >= 2 and all(_is_capitalized(w) or w.lower() in _CONNECTORS for w in words):
        short = initials(words)
        return (short, short + "s") if len(short) >= 2 else ()
    if len(words) == 1 and sum(map(str.isupper, surface)) >= 3 and surface[1:].lower() != surface[1:]:
        # CamelCase: keep each capital with the lower-case letters of the first word part only
        first_part = _FIRST_WORD_PART.match(surface)
        capitals = "".join(ch for ch in surface[len(first_part.group()) if first_part else 0 :] if ch.isupper())
        if first_part and len(first_part.group()) > 1 and len(capitals) >= 2:
            return (first_part.group() + capitals,)
    return ()
