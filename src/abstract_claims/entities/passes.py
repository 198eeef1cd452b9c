"""The entity passes in their order: candidates from the lexicons, name shapes, model families, acronym
definitions, markup and context; proposals and context votes on them; then the resolver's decision."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .acronyms import IS_A_TASK, acronym_mentions
from .candidates import (
    P_ACRONYM,
    P_LEXICON,
    R_GENERIC_TERM,
    R_TASK,
    R_URL,
    S_EVIDENCE,
    Mention,
    Rejection,
    Vote,
    by_surface,
)
from .context import (
    _evaluated_on,
    _possessive_systems,
    _share_labels_in_lists,
    context_labels,
    listed_with_names,
    plain_items_listed_with_datasets,
    titled_in_data_lists,
)
from .families import compound_model_mentions, model_mentions, speaks_of_weights
from .lexicons import dataset_edition_end, lexicon_mentions
from .metrics import _join_hyphenated_metrics, metric_mentions
from .proposals import denoted_mentions, proposal_mentions
from .resolution import propagate, resolve_overlaps, sync_proposed, unexplained_acronyms
from .shapes import is_name_shaped, ordinal_labels, shape_mentions, styled_mentions
from .view import TextView

if TYPE_CHECKING:
    from .lexicons import EntityRules


def find_entities(view: TextView, rules: EntityRules, rejected: list[Rejection] | None = None) -> list[Mention]:
    """All method, dataset, model and metric mentions of a document, in order; the spans decided not to be
    entities are added to ``rejected`` when it is given. The passes run in this order, each reading the
    candidates and readings of the ones before it; :mod:`.resolution` decides."""
    view.classify(rules)
    known, blocked = lexicon_mentions(view, rules)
    for start, end, rule_id, label in view.pattern_hits:
        if not blocked.overlaps(start, end):
            entry = rules.lookup(view.text[start:end]) if label == "metric" else None
            canonical = entry[2] if entry is not None and entry[2] else view.text[start:end].lower()
            known.append(Mention(start, end, label, rule_id, P_LEXICON,
                                 canonical=canonical if label == "metric" else None))  # fmt: skip
    blocked.extend(_url_spans(view), "rejected/url", R_URL)
    ordinal_labels(view, blocked)
    models = model_mentions(view, rules) + compound_model_mentions(view, rules)
    acronyms = acronym_mentions(view, rules, blocked)
    styled = styled_mentions(view, rules, blocked)
    shapes = shape_mentions(view, rules, blocked)
    shapes += _possessive_systems(view, rules, blocked)
    shapes += _evaluated_on(view, rules, blocked)
    candidates = known + models + acronyms + styled + shapes
    candidates += proposal_mentions(view, rules, candidates)
    candidates += denoted_mentions(view, rules, candidates)
    metrics = _join_hyphenated_metrics(view, metric_mentions(view, rules, blocked))
    context_labels(view, candidates, rules)
    candidates += listed_with_names(view, rules, candidates, blocked)
    candidates += titled_in_data_lists(view, rules, candidates, blocked)
    candidates += plain_items_listed_with_datasets(view, rules, candidates, blocked)
    mentions = resolve_overlaps(candidates + metrics)
    _share_labels_in_lists(view, rules, mentions)
    mentions = propagate(view, mentions, rules)
    _dataset_editions(view, mentions)
    _titled_dataset_heads(view, mentions)
    mentions = _checkpoint_variants(view, mentions)
    _named_architectures(view, mentions)
    sync_proposed(view, mentions)
    groups = by_surface(view.text, mentions)
    unexplained = unexplained_acronyms(view, mentions, rules, groups) + named_as_kinds(view, groups, rules)
    unexplained += _scored_on(view, groups)
    if unexplained:
        dropped = {(rejection.start, rejection.end) for rejection in unexplained}
        mentions = [mention for mention in mentions if (mention.start, mention.end) not in dropped]
        if rejected is not None:
            rejected.extend(unexplained)
    kept = []
    for mention in mentions:
        block = blocked.containing(mention.start, mention.end) if mention.priority < P_ACRONYM else None
        if block is None:
            kept.append(mention)
        elif rejected is not None:
            rejected.append(Rejection(mention.start, mention.end, block.rule, block.reason))
    if rejected is not None:
        rejected.extend(blocked.rejections)
        rejected.extend(blocked.noted)  # (tentative: see resolution.rejections_in_order)
    return kept


# the readings a name gets when nothing says what it is: its shape, its capitals, a later mention of it
_DEFAULT_METHOD_READINGS = frozenset(["entity/name-shape", "entity/title-case-name", "entity/repeated-name",
                                      "entity/same-name", "entity/acronym", "entity/acronym-long-form"])  # fmt: skip


def _method_by_default(group: list[Mention]) -> bool:
    """Every mention of a name is a method by a default reading only, not proposed, with no other evidence."""
    for m in group:  # (a loop, not any() over a generator: asked twice for every name of every abstract)
        if m.label != "method" or m.proposed or m.decision not in _DEFAULT_METHOD_READINGS \
                or not m.read_only_by(_DEFAULT_METHOD_READINGS):  # fmt: skip
            return False
    return True
# 'the Object Goal Navigation (ObjectNav) task', 'existing approaches for clinical MIL tasks'
_TASK_AFTER = re.compile(r"\)?[ \t\n]+tasks?\b")
# a plural of a class of language models, coined or defined: 'speech-based LLMs (SpeechLMs)', 'VideoLLMs',
# 'ADVLMs', 'dLLMs': many systems of a kind, no one system's name (guidelines, clarification 2)
_MODEL_CLASS_PLURAL = re.compile(r"[A-Za-z][A-Za-z\-]*?(?:LLM|LM|VLM|LMM|MLLM|LVLM)s")


def named_as_kinds(view: TextView, groups: dict[str, list[Mention]], rules: EntityRules) -> list[Rejection]:
    """Names read as a method only by default (their shape, a definition's, a later mention's) that the
    abstract writes as a task ('X task', 'X tasks', 'X is a challenging task' at any mention: the name of a task,
    as a leaderboard would title it), as a plural class of language models ('VideoLLMs') or as the name of a device ('the ZY1F
    satellite', 'a DAVIS346c camera', 'Phytium FT-2000/4 processors': hardware, guidelines, clarification 4):
    every mention of the name is no entity."""
    text = view.text
    rejected: list[Rejection] = []
    for surface, group in groups.items():
        # (the first mention's label settles most names without a generator)
        if group[0].label == "model" and all(m.label == "model" and m.decision == "entity/title-case-name"
                                             and not m.evidence for m in group) and _generic_head(surface, rules):  # fmt: skip
            # a class of models in capitals, no released one ('a capable Multimodal LLM', 'any Transformer-based
            # LLM', 'an off-the-shelf Bayesian LLM')
            rejected.extend(Rejection(m.start, m.end, "rejected/generic-head", R_GENERIC_TERM) for m in group)
            continue
        if not _method_by_default(group):
            continue
        if _MODEL_CLASS_PLURAL.fullmatch(surface):
            rejected.extend(Rejection(m.start, m.end, "rejected/model-class", R_GENERIC_TERM) for m in group)
        elif any(_written_as_task(text, m) for m in group):
            rejected.extend(Rejection(m.start, m.end, "rejected/named-task", R_TASK) for m in group)
        elif any(_written_as_device(text, m, rules) for m in group):
            rejected.extend(Rejection(m.start, m.end, "rejected/device-name", R_GENERIC_TERM) for m in group)
        elif all(m.decision == "entity/title-case-name" for m in group) and _generic_head(surface, rules):
            rejected.extend(Rejection(m.start, m.end, "rejected/generic-head", R_GENERIC_TERM) for m in group)
    return rejected


# a score right before a name, the name closing an item of a list: '+5% CUB, +2% SCars', '97.98% ShanghaiTech,
# 87.12% UCF-Crime'; or a score with the name in brackets after it: 'BLEU-4 scores of 0.755 (BDD-X) and 0.778 (MSVD)'
_PERCENT_BEFORE_NAME = re.compile(r"(?<![\w.])[+\-−]?\d+(?:\.\d+)?\s?\\?%[ \t]\Z")
_ITEM_ENDS = re.compile(r"\s*(?:[,;)]|\.(?!\w)|(?:and|or)\b)")
_SCORE_BRACKET_BEFORE = re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s?\\?%?\s?\(\Z")
# what a score is of when it is no dataset: a measure's name ('78% MeanIoU', '46.47% AP_3D', '13.7% SubEM')
_MEASURE_SHAPED = re.compile(r"IoU|AP|Acc|EM\b|F1|BLEU|[Rr]ecall|[Pp]recision|[Ss]core|AUC|PSNR|SSIM|Dice|^[A-Z]-\d")


def _scored_on(view: TextView, groups: dict[str, list[Mention]]) -> list[Rejection]:
    """A name read as a method only by default that stands where a score's evaluation set stands is no method:
    right after a percentage, closing a list item ('+5% CUB, +2% SCars, +4% Aircraft'), or in brackets after
    scores at two mentions or more ('BLEU-4 scores of 0.755 (BDD-X) and 0.778 (MSVD), CIDEr scores of 1.235
    (BDD-X)'). It is the dataset scored on, unless its shape is a measure's ('2% MIoU'), which is rejected."""
    text = view.text
    rejected: list[Rejection] = []
    for surface, group in groups.items():
        if not _method_by_default(group):
            continue
        # (the patterns only where their literal characters stand: a '%' in the window, a bracket on each side)
        after_percent = [m for m in group if text.find("%", max(0, m.start - 12), m.start) != -1
                         and _PERCENT_BEFORE_NAME.search(text, max(0, m.start - 12), m.start)
                         and _ITEM_ENDS.match(text, m.end)]  # fmt: skip
        in_brackets = [m for m in group if text[m.end : m.end + 1] == ")" and text[m.start - 1 : m.start] == "("
                       and _SCORE_BRACKET_BEFORE.search(text, max(0, m.start - 14), m.start)]  # fmt: skip
        if not after_percent and len(in_brackets) < 2:
            continue
        if _MEASURE_SHAPED.search(surface):
            rejected.extend(Rejection(m.start, m.end, "rejected/scored-measure", R_GENERIC_TERM) for m in group)
            continue
        for mention in group:
            for follower in (mention, mention.partner):  # (an acronym's long form reads alike)
                if follower is not None and follower.label == "method":
                    follower.votes += (Vote("dataset/scored-on", "dataset", S_EVIDENCE),)
                    follower.label, follower.decided_by = "dataset", "dataset/scored-on"
    return rejected


def _generic_head(surface: str, rules: EntityRules) -> bool:
    """Capitalized words whose head is a term of the field or a device and that hold no coined name: 'LLM-based
    Agentic AI', 'eXplainable AI', 'API-based LLMs', 'T1-weighted MRI', 'Large Vision-Language Models' (a class
    of systems), 'RTX-4090 GPU' (hardware, whatever its name); not 'OpenLens AI' or 'SALAMANDRA LLMs'."""
    words = surface.split()
    head = words[-1]
    if any(word in _TITLE_CONNECTORS for word in words):
        return False  # a title's head comes before its connector: 'Diagnosis with LVLM', 'Merging ... with ... Models'
    if head.lower() in rules.device_heads:
        return True
    # (a term of the field in capitals: 'AI', 'MRI', 'LLMs'; capitalized words of the generic lexicon head names:
    # 'Radial Attention', 'Multi-Temporal Transformer')
    if not ((rules.is_generic(head) and _ACRONYM_HEAD.fullmatch(head)) or head in _CLASS_HEADS):
        return False
    return not any(_coined(word, rules) for word in words[:-1])


_TITLE_CONNECTORS = frozenset(["with", "for", "of", "via", "by", "using", "through"])
_ACRONYM_HEAD = re.compile(r"[A-Z]{2,}s?")
_CLASS_HEADS = frozenset(["Models", "Networks"])  # a kind of systems in the plural (guidelines, clarification 2)
_MODIFIER_PARTICIPLE = re.compile(r"-[a-z]+$")  # 'LLM-based', 'RL-aligned', 'T1-weighted', 'LoRA-fine-tuned'
_STYLED_INITIAL = re.compile(r"[a-z][A-Z][a-z]{3,}")  # 'eXplainable': an acronym's letter marked, no name


def _coined(word: str, rules: EntityRules) -> bool:
    """A word that names something of its own: a coined part ('OpenLens', 'SALAMANDRA', 'MI300X'), not a
    term of the field ('LLM'), a modifier built on one ('LLM-based') or a capitalized ordinary word."""
    if _MODIFIER_PARTICIPLE.search(word) or _STYLED_INITIAL.fullmatch(word):
        return False
    return any(is_name_shaped(part) and not rules.is_generic(part) for part in re.split(r"[-–/]", word.strip("()")))


_TWO_WORDS_AFTER = re.compile(r"\)?[ \t\n]+([A-Za-z]+)(?:[ \t\n]+([A-Za-z]+))?")


def _written_as_device(text: str, mention: Mention, rules: EntityRules) -> bool:
    """A device noun right after the name, itself no modifier of a system or of data ('the WAVE-DETR drone
    detector', 'EuroSat satellite imagery' name a method and a dataset)."""
    after = _TWO_WORDS_AFTER.match(text, mention.end)
    if after is None or after.group(1).lower() not in rules.device_heads:
        return False
    if after.group().startswith(")") != (text[mention.start - 1 : mention.start] == "("):
        return False
    following = (after.group(2) or "").lower()
    return not (following in rules.method_nouns or following.removesuffix("s") in rules.method_nouns
                or following in rules.data_words or following in _DATA_AFTER_DEVICE)  # fmt: skip


_DATA_AFTER_DEVICE = frozenset(["imagery", "images", "image", "observations", "recordings", "measurements"])


def _written_as_task(text: str, mention: Mention) -> bool:
    after = _TASK_AFTER.match(text, mention.end) or IS_A_TASK.match(text, mention.end)
    if after is None:
        return False
    # a bracket closes only the name's own: 'Object Goal Navigation (ObjectNav) task', not a list's
    # '(UPMC Food-101, avMNIST) tasks'
    return after.group().startswith(")") == (text[mention.start - 1 : mention.start] == "(")


def _dataset_editions(view: TextView, mentions: list[Mention]) -> None:
    """A dataset's year or release after its name is part of it, however the name was found ('the BraTS 2021
    dataset', 'on MultiWOZ 2.1'): the lexicon pass already reads it for the names it knows. So is a 'v' version
    after any name ('we propose PiLoT v2')."""
    text = view.text
    absorbed: list[int] = []
    for index, mention in enumerate(mentions):
        if mention.label not in _VERSIONED:
            continue
        # a version written with 'v' after any name is its release ('PiLoT v2', 'MonoRelief V2', 'VQA-CP v2'; a
        # name that drops it is another release: guidelines, a model or benchmark name keeps its version)
        version = _VERSION_AFTER.match(text, mention.end) if text[mention.end : mention.end + 1] in " \t" else None
        if version is not None:
            end = version.end()
        elif mention.label == "dataset":
            end = dataset_edition_end(text, mention.end)
        else:
            continue
        following = mentions[index + 1] if index + 1 < len(mentions) else None
        if following is not None and version is not None and (following.start, following.end) == (
                version.start() + 1, end):  # fmt: skip
            absorbed.append(index + 1)  # 'the FLIR ADAS V2 dataset': 'V2' read as a name of its own
            following = mentions[index + 2] if index + 2 < len(mentions) else None
        if end != mention.end and (following is None or following.start >= end):
            mention.end = end
        elif absorbed and absorbed[-1] == index + 1:
            absorbed.pop()
    for index in reversed(absorbed):
        del mentions[index]


_VERSIONED = frozenset(["dataset", "method", "model"])


def _titled_dataset_heads(view: TextView, mentions: list[Mention]) -> None:
    """A name followed by a capitalised dataset head has it as part of its name, a dataset's ('the ETD Dataset',
    'the Waymo Open Dataset', 'the MIDI-B Challenge', 'we introduce the GeoSketch Benchmark'): written in
    capitals, the head is in the title; in lower case it only says what the name is ('the nuScenes dataset').
    A plural head may cover a list ('the nuScenes and Waymo Open Datasets') and is left out."""
    text = view.text
    for index, mention in enumerate(mentions):
        if mention.label not in _VERSIONED or text[mention.end : mention.end + 1] not in (" ", "\n"):
            continue
        head = _TITLED_DATASET_HEAD.match(text, mention.end)
        following = mentions[index + 1] if index + 1 < len(mentions) else None
        if head is None or (following is not None and following.start < head.end()):
            continue
        mention.end = head.end()
        if mention.label != "dataset":
            mention.votes += (Vote("dataset/titled-head", "dataset", S_EVIDENCE),)
            mention.label, mention.decided_by = "dataset", "dataset/titled-head"


def _checkpoint_variants(view: TextView, mentions: list[Mention]) -> list[Mention]:
    """A released model followed by the backbone variant it was released in is one model, that checkpoint
    ('the CLIP ViT-B/16 backbone', 'a frozen DINOv3 ViT-B/16', 'the SAM ViT-Huge image encoder'), not a model
    and an architecture."""
    text = view.text
    kept: list[Mention] = []
    for mention in mentions:
        previous = kept[-1] if kept else None
        if (previous is not None and previous.label == "model" and mention.start == previous.end + 1
                and text[previous.end] == " " and _BACKBONE_VARIANT.fullmatch(text, mention.start, mention.end)):  # fmt: skip
            previous.end = mention.end
            previous.votes += (Vote("model/checkpoint-variant", "model", S_EVIDENCE),)
            continue
        kept.append(mention)
    return kept


# the variants vision backbones are released in: ViT-B/16, ViT-L/14, ViT-Huge, ResNet-50, RN50
_BACKBONE_VARIANT = re.compile(r"ViT-(?:[SBLHGg]|Small|Base|Large|Huge|Giant)(?:/\d{1,2})?|ResNet-?\d{2,3}|RN\d{2,3}")


_TITLED_DATASET_HEAD = re.compile(r"[ \n](?:Benchmark|Dataset|Corpus|Challenge|Leaderboard)(?![\w\-])")
_VERSION_AFTER = re.compile(r"[ \t][vV]\d{1,2}(?:\.\d{1,2}){0,2}(?![\w\-]|\.\d)")


def _named_architectures(view: TextView, mentions: list[Mention]) -> None:
    """A released model's name before 'architecture' names its design, a method ('Built on the Qwen3
    architecture', 'an extension of the popular LLaVA architecture'; guidelines, clarification 3), unless the
    sentence speaks of its weights ('fine-tuned BERT architectures')."""
    text = view.text
    for mention in mentions:
        if mention.label == "model" and _ARCHITECTURE_AFTER.match(text, mention.end) \
                and not speaks_of_weights(view, mention.start, mention.end):  # fmt: skip
            mention.votes += (Vote("method/named-architecture", "method", S_EVIDENCE),)
            mention.label, mention.decided_by = "method", "method/named-architecture"


_ARCHITECTURE_AFTER = re.compile(r"[ \t\n]+architectures?\b")


# (a host never starts right after a word character: the match would have started there, so the lookbehind
# only spares the regex engine the retries inside every word; the matches are the same)
# a host, then a path (candidates.HOST_PATH). The runs of word characters are possessive ('++'): what follows
# each is a '.', which no shorter run would meet either, so giving characters back never helps, and each word
# of the text is read once instead of once per character (the matches are those of the same pattern with
# plain '+', tests/test_speed_shortcuts.py)
_URL = re.compile(r"(?:https?://|www\.)\S+|(?<![\w\-])[\w\-]++(?:\.[\w\-]++)*\.[A-Za-z]{2,12}/\S*", re.IGNORECASE)


# the scheme alternative alone, and what the other one needs: a host's top-level domain before a slash (a scan
# for that is cheap; the whole pattern, tried at every word of an abstract with a slash, is not)
_URL_SCHEME = re.compile(r"(?:https?://|www\.)\S+", re.IGNORECASE)
_EMAIL = re.compile(r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)*\.[A-Za-z]{2,}")
# HOST_PATH led by its dot, the word character before it a lookbehind: a text holds a match of one wherever it
# holds one of the other (the same characters), and the regex engine scans for the dot instead of trying
# HOST_PATH at every word character (tests/test_speed_entities.py)
_HOST_PATH_DOT = re.compile(r"\.(?<=\w\.)[A-Za-z]{2,12}/")


def _url_spans(view: TextView) -> list[tuple[int, int]]:
    text = view.text
    spans = list(view.markup.verbatim)
    # the host alternative needs a top-level domain before a slash, the scheme one '://' or 'www.' (in any case:
    # the text is lowered only when a 'w' or 'W' stands before a dot, which a 'www.' needs)
    pattern = _URL if "/" in text and _HOST_PATH_DOT.search(text) else \
        _URL_SCHEME if "://" in text or (("w." in text or "W." in text) and "www." in text.lower()) else None  # fmt: skip
    if pattern is _URL:
        spans.extend(_url_matches(text))
    elif pattern is not None:
        spans.extend(match.span() for match in pattern.finditer(text))
    if "@" in text:
        spans.extend(match.span() for match in _EMAIL.finditer(text))
    return spans


_NON_SPACE_RUN = re.compile(r"\S*")
_WWW = re.compile(r"www\.", re.IGNORECASE)


def _run_length(text: str, position: int) -> int:
    """How many characters from ``position`` on are no white space (\\s, as the regexes read it)."""
    run = _NON_SPACE_RUN.match(text, position)
    return run.end() - position if run is not None else 0


def _url_matches(text: str) -> list[tuple[int, int]]:
    """The spans of ``_URL.finditer(text)``, found by running it only over the runs of non-space characters that
    hold a '/' or a 'www.' (a match of either alternative holds one and no white space, so it lies inside such a
    run, and the run's neighbours are white space for its lookbehind), instead of trying it at every word."""
    # (a case-blind 'www.' needs 'w.' or 'W.': no other character folds to 'w'; most texts have neither, and the
    # case-blind scan is slow)
    anchors = [match.start() for match in _WWW.finditer(text)] if "w." in text or "W." in text else []
    index = text.find("/")
    while index != -1:
        anchors.append(index)
        index = text.find("/", index + 1)
    anchors.sort()
    reverse = text[::-1]  # (the run before a position is the run after it in the reversed text)
    length = len(text)
    found: list[tuple[int, int]] = []
    run_end = -1
    for anchor in anchors:
        if anchor < run_end:
            continue  # (in the run already read)
        run_start, run_end = anchor - _run_length(reverse, length - anchor), anchor + _run_length(text, anchor)
        found.extend(match.span() for match in _URL.finditer(text, run_start, run_end))
    return found
