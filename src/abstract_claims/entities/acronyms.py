"""Acronym definitions (Schwartz & Hearst 2003): both halves of a definition that names an entity."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

from .candidates import (
    P_ACRONYM,
    R_DOMAIN,
    R_GENERIC_PHRASE,
    R_GENERIC_TERM,
    R_ORGANIZATION,
    R_TASK,
    S_KIND_BEFORE,
    Blocked,
    Mention,
    Vote,
    _mention,
    _occurrences,
)
from .families import _family_of
from .shapes import (
    _CONNECTORS,
    _DASHES,
    _DATASET_SUFFIX,
    _JOINING_DASH,
    _classify_name,
    _is_organization,
    initials,
    is_name_shaped,
)
from .view import T_OPEN, TextView

if TYPE_CHECKING:
    from .lexicons import EntityRules


def _short_form_ok(text: str) -> bool:
    return 2 <= len(text) <= 12 and text[0].isalnum() and sum(map(str.isalpha, text)) >= 2 \
        and any(map(str.isupper, text))  # fmt: skip


def match_long_form(short: str, words: Sequence[str]) -> int | None:
    """Schwartz-Hearst: how many trailing words of ``words`` the short form abbreviates, or None.

    Characters of the short form are matched right to left in the candidate long form; the first character
    of the short form must start a word. The fewest words that hold such a match are taken: greedy matching
    from the right is optimal, so one pass over the longest candidate finds where the shortest one starts.
    """
    short_chars = [ch.lower() for ch in short if ch.isalnum()]
    if not short_chars:
        return None
    window = list(words[-min(min(len(short_chars) + 5, len(short_chars) * 2), len(words)) :])
    first_char = _schwartz_hearst_start(short_chars, " ".join(window))
    if first_char is None:
        return None
    size, offset = len(window), 0
    for word in window:  # the word the first matched character lies in starts the long form
        if first_char < offset + len(word) + 1:
            break
        offset += len(word) + 1
        size -= 1
    first = window[-size]
    if first.lower() in _CONNECTORS or not first[:1].isalpha():
        return None
    # most words of the long form should start a letter of the short form
    # (a word is split at its dashes only when it has one: most have none)
    starts = {part[0].lower() for word in window[-size:]
              for part in (_DASHES.split(word) if "-" in word or "–" in word else (word,)) if part}  # fmt: skip
    distinct = set(short_chars)
    if len(starts & distinct) * 2 < len(distinct):
        return None
    # the fewest words may take a letter from inside a word ('Customized Curriculum Learning (CCL)' would be cut to
    # 'Curriculum Learning', 'Ancestral Prototype Adaptation (APA)' to 'Adaptation'): when the initials of more
    # words spell the short form, those words are the long form
    letters = "".join(filter(str.isalpha, short)).upper()
    for longer in range(size + 1, min(len(letters), len(window)) + 1):
        added = window[-longer : -size]
        if not all(word[:1].isalpha() and word.lower() not in _NOT_IN_LONG_FORMS and initials([word])
                   for word in added):  # fmt: skip
            break  # 'through text-to-speech (TTS)', '49,919 visual question-answering (VQA)'
        if added[0].lower() in _CONNECTORS:
            continue
        if initials(window[-longer:]) == letters:
            return longer
    return size


# words that start no long form: prepositions, determiners, pronouns, auxiliaries
_NOT_IN_LONG_FORMS = frozenset(["through", "from", "by", "using", "into", "at", "as", "a", "an", "or", "than", "is",
                                "are", "was", "were", "be", "this", "that", "these", "those", "its", "their", "our",
                                "we", "it", "they", "such", "via", "over", "under", "between", "among", "across",
                                "after", "before", "during", "within", "without", "toward", "towards", "upon"])


def _schwartz_hearst(short_chars: list[str], long_form: str) -> bool:
    return _schwartz_hearst_start(short_chars, long_form) is not None


def spelled_out(short: str, long_form: str) -> bool:
    """Whether the letters of ``short`` occur in ``long_form`` in order, the first at a word's start (Schwartz &
    Hearst): 'ReID' in 're-identification', 'DocQA' in 'Document Question Answering'."""
    return _schwartz_hearst([ch.lower() for ch in short if ch.isalnum()], long_form)


def _schwartz_hearst_start(short_chars: list[str], long_form: str) -> int | None:
    """Where the first character of the short form is matched in ``long_form`` (right to left), or None."""
    long_lower = long_form.lower()
    s_index = len(short_chars) - 1
    l_index = len(long_lower) - 1
    while s_index >= 0:
        char = short_chars[s_index]
        if len(char) != 1:
            return None  # (a character that lower-cases to two, 'İ', matches no one character)
        # the rightmost occurrence at or before l_index (by C search, not character by character); the first
        # character of the short form must start a word
        l_index = long_lower.rfind(char, 0, l_index + 1)
        if s_index == 0:
            while l_index > 0 and long_lower[l_index - 1].isalnum():
                l_index = long_lower.rfind(char, 0, l_index)
        if l_index < 0:
            return None
        if s_index == 0:
            return l_index
        l_index -= 1
        s_index -= 1
    return None


def find_acronym_pairs(view: TextView) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """(long span, short span) for 'Long Form (LF)' and 'LF (Long Form)' definitions (found once per view)."""
    if view._acronym_pairs is None:
        view._acronym_pairs = _acronym_pairs(view)
    return view._acronym_pairs


def _acronym_pairs(view: TextView) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    tokens = view.tokens
    pairs: list[tuple[tuple[int, int], tuple[int, int]]] = []
    for index in view.where(T_OPEN):
        token = tokens[index]
        # (the pattern needs a closing bracket in the token: most have none)
        glued = _GLUED_CLOSE.match(tokens[index + 1].text) if index + 1 < len(tokens) \
            and ")" in tokens[index + 1].text else None  # fmt: skip
        close = None
        for following in range(index + 1, min(index + 12, len(tokens))):
            if tokens[following].text == ")":
                close = following
                break
        if glued is None and (close is None or close == index + 1):
            continue
        inside = tokens[index + 1 : close] if glued is None else [tokens[index + 1]]
        sentence_start = view.sentence_at(token.start)[0]
        if glued is not None:  # 'a multi-objective evolutionary algorithm (MOEA)-based approach': one token
            short = inside[0]
            short = short._replace(text=glued.group(1), lower=glued.group(1).lower(),
                                   end=short.start + len(glued.group(1)))
            inside = [short]
        if len(inside) == 1 and _short_form_ok(inside[0].text):
            short = inside[0]
            before = [t for t in tokens[max(0, index - 12) : index] if t.start >= sentence_start and not t.text.isspace()]
            words = [t.text for t in before]
            if ")" in words:  # no long form runs back over a closed bracket: '(I) ..., (II) heuristic search, (III)'
                after_close = len(words) - words[::-1].index(")")
                before, words = before[after_close:], words[after_close:]
            singular = short.text[:-1] if short.text.endswith("s") and short.text[:-1].isupper() else short.text
            size = match_long_form(singular, words)
            if size:
                first = before[-size]
                pairs.append(((first.start, before[-1].end), (short.start, short.end)))
                continue
        if index > 0 and (len(inside) >= 2 or _HYPHENATED.search(inside[0].text)):
            name = tokens[index - 1]
            if not is_name_shaped(name.text) or name.start < sentence_start:
                continue
            words = [part for t in inside for part in _JOINING_DASH.split(t.text)]
            if any(w in (",", ";", ":") for w in words):
                continue
            letters = initials(words)
            name_upper = "".join(ch for ch in name.text.upper() if ch.isalpha())
            if letters and (name_upper.startswith(letters[:2]) or _schwartz_hearst(
                    [ch.lower() for ch in name.text if ch.isalnum()], " ".join(words))):  # fmt: skip
                pairs.append(((inside[0].start, inside[-1].end), (name.start, name.end)))
    return pairs


_HYPHENATED = re.compile(r"\w[-–]\w")
# a short form whose closing bracket the tokenizer kept with a hyphenated word after it: '(MOEA)-based',
# '(DPO)--have'
_GLUED_CLOSE = re.compile(r"([^()\s]+)\)[-–]")


def acronym_mentions(view: TextView, rules: EntityRules, blocked: Blocked) -> list[Mention]:
    """Both halves of every acronym definition that names an entity.

    A definition of a field term ('remote sensing (RS)', 'large language models (LLMs)') blocks its acronym
    everywhere in the document instead.
    """
    found: list[Mention] = []
    text = view.text
    for (long_start, long_end), (short_start, short_end) in find_acronym_pairs(view):
        long_text, short_text = text[long_start:long_end], text[short_start:short_end]
        proposed_here = _after_propose_verb(view, long_start, rules)
        why = _not_a_name(long_text, short_text, rules)
        kind_after = _word_after(text, max(short_end, long_end))
        # 'We present a ... fine needle aspiration cytology (FNAC) dataset': what is proposed is the data, and a
        # lower-case definition before its noun says what the data is of, no name
        of_the_data = kind_after in _DATA_KINDS and long_text.islower()
        # 'a dataset called multimodal grounded chain-of-thought (MM-GCoT)', 'the proposed ... (IVFC)': introduced
        introduced = not of_the_data and (proposed_here or _introduced(view, min(long_start, short_start), rules))
        if why is None and not ((proposed_here and not of_the_data)
                                or _names_an_entity(long_text, short_text, view, long_start, rules)) \
                and not (introduced and _small_word_letters(short_text)
                         and not _names_a_class(short_text, long_text.split(), rules)):  # fmt: skip
            why = "rejected/generic-acronym", R_GENERIC_PHRASE  # 'contrastive decoding (CD)', 'LMMs'
        field_term = why is not None
        if why is None and (_names_a_task(view, (long_start, long_end), short_end, kind_after, rules) or (
                not introduced and _opens_with_an_aim(view, long_start, max(long_end, short_end), short_text, rules))):
            why = "rejected/task-acronym", R_TASK  # 'the Fine-grained Fragment Retrieval (FFR) task'
        if why is None and not introduced and not _after_propose_verb(view, short_start, rules):
            if _names_a_condition(long_text, short_text, rules):
                why = "rejected/condition-acronym", R_DOMAIN  # 'Post-Traumatic Stress Disorder (PTSD)'
            elif _names_a_device(long_text, short_text, rules):
                why = "rejected/device-acronym", R_GENERIC_TERM  # 'Dynamic Vision Sensor (DVS)'
            elif _names_a_modality(long_text, short_text, rules):
                why = "rejected/modality-acronym", R_DOMAIN  # 'Color Fundus Photography (CFP)'
            elif _names_a_concept(long_text, short_text, view, rules):  # 'we propose FADE (Fine ...)' is not
                why = "rejected/modifier-acronym", R_DOMAIN  # 'Capture-the-Flag (CTF) competitions ... CTF challenges'
            elif _names_a_property(long_text, short_text, rules) and not _after_method_noun(view, long_start, rules) \
                    and not _data_noun_after(text, max(short_end, long_end), rules):  # fmt: skip
                # (the 'MItosis DOmain Generalization (MIDOG) challenge', the 'Universal Dependencies (UD) treebanks'
                # are data: the noun after says so)
                why = "rejected/concept-acronym", R_DOMAIN  # 'Catastrophic Forgetting (CF)', 'Theory of Mind (ToM)'
        if why is not None:
            mentions = _occurrences(text, short_text)
            singular = short_text[:-1] if field_term and len(short_text) > 2 and short_text.endswith("s") else ""
            if singular[-1:].isupper() and rules.lookup(singular) is None and singular not in rules.family_spellings:
                # 'Outcome Reward Models (ORMs)': one of the class is no name either ('ORM-based selection', 'a
                # VFM backbone'); a known name keeps its reading ('Vision Transformers (ViTs)', 'ViT-B')
                # (inside a longer name only when it starts it: 'Fin-PRM', 'SBTAYLOR-KAN' are names of their own)
                blocked.extend(_outside_names(text, _occurrences(text, singular)), *why)
            blocked.append((long_start, long_end), *why)
            # a domain concept's acronym inside a name stays the name's: 'we present BEV-LLM'; a field term's only
            # when it starts the name ('MLLM-Planner', 'KG-SMILE'; 'CAG-VLM' names a kind of model after it)
            blocked.extend(_outside_names(text, mentions, before=not field_term), *why)
            continue
        # the short form's lexicon entry counts unless the abstract defines it otherwise: 'Adaptive Support
        # Regularization (ASR)' is not the metric ASR (attack success rate)
        known = rules.lookup(short_text)
        redefined = known is not None and known[2] is not None and not _spells_out(known[2], long_text)
        if known is not None and known[2] is None and known[0] in ("dataset", "metric") and proposed_here \
                and long_text[:1].isupper():  # fmt: skip
            # a name the abstract coins for its own proposal is its own, whatever a lexicon's benchmark or measure
            # of the same letters is: 'we propose Multi-task Unified eStimation via timestep Embedding (MUSE)'
            # (the long form's head still decides: 'we introduce the Massive Text Embedding Benchmark (MTEB)')
            redefined = True
        label = _classify_name(long_text, rules)
        # a measure's long form in the plural reads as the measure: 'reducing mean absolute errors (MAE) by 34%'
        singular_long = long_text[:-1] if long_text.endswith("s") and not long_text.endswith("ss") else ""
        if label is None and singular_long and _classify_name(singular_long, rules) == "metric":
            label = "metric"
        last = long_text.split()[-1].lower()
        if label is None and (last in rules.metric_heads_defined
                              or (singular_long and last[:-1] in rules.metric_heads_defined)):  # fmt: skip
            label = "metric"  # 'Dice Similarity Coefficient (DSC)'
        if label is None and short_text in rules.family_spellings and long_text.split()[-1] in ("Model", "Models"):
            label = "model"  # 'Segment Anything Model (SAM)', not the method SAM (sharpness-aware minimization)
        if label is None:  # a token pattern that reads the long form as a whole: 'PlanetScope (PS)' is imagery
            label = next((hit[3] for hit in view.pattern_hits if hit[:2] == (long_start, long_end)), None)
        word_after = _word_after(text, short_end)
        if label is None and not redefined and (not _suffix_spelled_out(long_text, short_text, rules)
                                                 or word_after in rules.dataset_heads):
            label = _classify_name(short_text, rules)
        decided = None
        if label is None and kind_after in _DATA_KINDS and _data_name(view, long_start, long_text):
            label, decided = "dataset", KIND_AFTER_NAME  # 'a Similar Music Pair (SMP) dataset'
        label = label or "method"
        if label == "metric" and word_after in rules.reference_nouns:
            label = "method"  # 'the Cross-Lingual Consistency (CLC) framework': a method named after what it keeps
        long_mention = _mention(view, long_start, long_end, label, "entity/acronym-long-form", P_ACRONYM,
                                is_long_form=True)  # fmt: skip
        short_mention = _mention(view, short_start, short_end, label, "entity/acronym", P_ACRONYM)
        long_mention.partner, short_mention.partner = short_mention, long_mention
        if decided is not None:
            for half in (long_mention, short_mention):
                half.votes, half.decided_by = (Vote(decided, label, S_KIND_BEFORE),), decided
        if label == "model":
            long_mention.family = short_mention.family = _family_of(short_text, rules)
        if proposed_here:
            long_mention.proposed = short_mention.proposed = True
        if label == "metric":
            long_mention.canonical = long_text.lower()
            short_mention.canonical = long_text.lower()
        found.extend((long_mention, short_mention))
    return found


KIND_AFTER_NAME = "dataset/kind-after-name"  # (a rule of the context pass, context.py; read here for definitions)
_TASK_KINDS = frozenset(["task", "tasks"])
_PROBLEM_HEADS = frozenset(["problem", "problems"])
# an appositive whose head is a task: ', a novel task that ...', ', a new task setting', ', a novel problem setup'
# (not ', a task-driven framework', ', a task and framework for ...')
_A_NEW_TASK = re.compile(r"\)?,[ \t\n]+(?:a|an)[ \t\n]+(?:[\w\-]+[ \t\n]+){0,3}?(?:task|problem)"
                         r"(?:[ \t\n]+(?:setting|setup|formulation))?(?![\w\-])(?![ \t\n]+(?:and|or)\b)")
# a task one trains on to learn something else is part of a method: 'Masked Feature Modeling (MFM), a novel
# auxiliary task that performs feature masking'
_NOT_THE_TASK = re.compile(r"\b(?:auxiliary|pretext|proxy|surrogate)\b")
# (singular: 'Theory of Mind (ToM) benchmarks' are the benchmarks of a capability, no one collection's name)
_DATA_KINDS = frozenset(["dataset", "benchmark", "corpus"])
# 'the task of Customer Support Conversation (CSC)', 'the problem of Multi-Agent Path Finding (MAPF)'
_TASK_OF = re.compile(r"\b(?:task|problem)\s+of\s+(?:the\s+)?$", re.IGNORECASE)
# 'the first Emotionally Supportive Role-Playing (ESRP) dataset': the first dataset of a kind names the kind, a task
# the endings of nouns of an activity, the heads of tasks' names: segmentation, comprehension, reasoning, analysis
_ACTIVITY_ENDINGS = ("tion", "sion", "ing", "sis")
# 'is a challenging task', 'is an NP-hard problem', 'is the task of' (not 'is a natural fit for slide-level tasks',
# 'is employed for downstream recognition tasks', 'remains an open challenge')
IS_A_TASK = re.compile(r"\)?[ \t\n]+(?:is|are)[ \t\n]+(?:a|an|the)[ \t\n]+"
                        r"(?:(?!(?:for|of|in|on|to|with|by|and|or)\b)[\w\-]+[ \t\n]+){0,4}?(?:task|problem)s?\b")
_FIRST_OF_KIND = re.compile(r"\bfirst\b[^,;:()]*$", re.IGNORECASE)


def _names_a_task(view: TextView, long_span: tuple[int, int], short_end: int, kind_after: str | None,
                  rules: EntityRules) -> bool:  # fmt: skip
    """A definition the sentence calls a task: 'task' right after it ('the Image-Text Retrieval (ITR) task', 'we
    propose the ... (FRTI) task'), 'the task of' before it, or a copula that says so ('Sign Language Production
    (SLP) is the task of generating ...', 'The Vehicle Routing Problem (VRP) is a complex optimization problem');
    a long form that is a name of another kind by its head ('X Benchmark (XB) tasks') keeps that reading
    (guidelines, TASK)."""
    long_start, long_end = long_span
    if _classify_name(view.text[long_start:long_end], rules) is not None:
        return False
    if kind_after in _TASK_KINDS or IS_A_TASK.match(view.text, max(long_end, short_end)):
        return True
    appositive = _A_NEW_TASK.match(view.text, max(long_end, short_end))
    if appositive is not None and not _NOT_THE_TASK.search(appositive.group()):
        return True  # 'we propose Composed Object Retrieval (COR), a brand-new task that ...'
    if view.text[long_start:long_end].split()[-1].lower() in _PROBLEM_HEADS:
        return True  # 'the Traveling Salesman Problem (TSP)', 'the Capacitated Vehicle Routing Problem (CVRP)': a problem
    sentence_start = view.sentence_at(long_start)[0]
    return _TASK_OF.search(view.text, max(sentence_start, long_start - 24), long_start) is not None


# 'Compositional Zero-Shot Learning (CZSL) aims to recognize unseen compositions', 'Human-Scene Interaction (HSI)
# seeks to generate ...': a definition that opens its sentence and says what it aims at defines a task or setting
_AIMS_TO = re.compile(r"\)?[ \t\n]+(?:aims|seeks)[ \t\n]+to\b")


# a copula and an article after a definition: the sentence says what the defined thing is, which other rules read
# ('is a challenging task' IS_A_TASK; 'is an important technique', 'is a critical challenge' keep the default)
_IS_A = re.compile(r"\)?[ \t\n]+(?:is|are)[ \t\n]+(?:a|an|the)\b")
_CHALLENGE_AFTER = re.compile(r"[ \t\n]+(?:(?:19|20)\d\d[ \t\n]+)?[Cc]hallenges?\b")


def _opens_with_an_aim(view: TextView, long_start: int, end: int, short_text: str, rules: EntityRules) -> bool:
    """A definition that opens its sentence (after 'The' at most) and 'aims to' / 'seeks to' do something names a
    task ('Lifelong person re-identification (LReID) aims to incrementally accumulate ...'); a known method keeps
    its reading ('Retrieval-Augmented Generation (RAG) aims to mitigate hallucination')."""
    sentence_start = view.sentence_at(long_start)[0]
    if view.text[sentence_start:long_start].strip().lower() not in ("", "the"):
        return False
    known = rules.lookup(short_text)
    if known is not None and known[0] == "method":
        return False
    if _AIMS_TO.match(view.text, end):
        return True
    # the abstract's first words define an activity by its task head ('Table Structure Recognition (TSR) is vital
    # for ...', 'Salient Object Detection (SOD) with deep learning often requires ...'): the field the paper works
    # in, not a method (not a coined acronym: 'Flower Pose Estimation (FloPE)')
    # ('Embedding-Based Retrieval (EBR) is an important technique' says what it is; 'the 1st CD-FSOD Challenge'
    # is a shared task's data)
    long_words = view.text[long_start:end].split("(")[0].split()
    return not view.text[:sentence_start].strip() and bool(long_words) and not _coined(short_text, long_words) \
        and _DASHES.split(long_words[-1])[-1].lower() in rules.opening_task_heads and not _IS_A.match(view.text, end) \
        and not any(_CHALLENGE_AFTER.match(view.text, after) for _, after in _occurrences(view.text, short_text))


def _data_name(view: TextView, long_start: int, long_text: str) -> bool:
    """A Title Case long form right before a data noun is the name of that dataset ('on the Racial Faces
    in-the-Wild (RFW) dataset'), unless the sentence calls it the first of its kind ('the first ... (ESRP)
    dataset': a kind of data, named after its task) or the long form is lower case ('video action recognition
    (VAR) dataset': a task) or ends in a noun of an activity, a task's head ('a Hebrew Machine Reading
    Comprehension (MRC) dataset', 'three Medical Image Segmentation (MIS) benchmarks'). The context pass reads
    the same words after a definition only after 'the' (context._names_the_collection)."""
    words = [word for word in re.split(r"[\s\-–]+", long_text) if len(word) > 3]
    if not words or any(not word[:1].isupper() for word in words) or words[-1].lower().endswith(_ACTIVITY_ENDINGS):
        return False
    sentence_start = view.sentence_at(long_start)[0]
    return _FIRST_OF_KIND.search(view.text, max(sentence_start, long_start - 60), long_start) is None


def _spells_out(canonical: str, long_text: str) -> bool:
    """Whether a definition's long form is the lexicon's reading of its short form, word for word or with the
    reading's own acronyms spelled out: 'mean Intersection-over-Union' is 'mean iou' (the metric mIoU), while
    'Adaptive Support Regularization' is not 'attack success rate' (the metric ASR)."""
    words = [word.lower() for word in re.split(r"[\s\-–]+", long_text) if word]
    position = 0
    for part in canonical.split():
        if words[position : position + 1] == [part]:
            position += 1
            continue
        letters = "".join(word[0] for word in words[position : position + len(part)])
        if len(part) < 2 or letters != part:
            return False
        position += len(part)
    return position == len(words)


def _suffix_spelled_out(long_text: str, short_text: str, rules: EntityRules) -> bool:
    """'Dynamic Reasoning Quota Allocation (DRQA)', 'Cycle-Consistency in Question Answering (CCQA)': a short
    form whose only data reading is its suffix ('QA', 'Set', 'Eval'), when the long form spells that suffix out in
    words that name no data ('Quota Allocation', 'Question Answering'), says nothing of its kind; the long form
    decides (it would have said 'Dataset' or 'Benchmark': 'the Medical QA Benchmark (MQAB)'), unless a data
    noun follows the definition ('the Human Memory Enhancement Question-Answer (HME-QA) dataset')."""
    if rules.lookup(short_text) is not None:
        return False
    suffix = _DATASET_SUFFIX.search(short_text)
    if suffix is None or not suffix.group().isupper():
        return False  # 'Bench', 'Arena', 'Gym' are words of their own, not initials
    return initials(long_text.split()).upper().endswith(suffix.group().rstrip("+"))


def _not_a_name(long_text: str, short_text: str, rules: EntityRules) -> tuple[str, str] | None:
    """(rule id, reason) when a definition is of a generic term or names an organization, else None."""
    if rules.is_generic(long_text):
        return rules.generic_reason(long_text)
    if rules.is_generic(short_text):
        return rules.generic_reason(short_text)
    if _is_organization(long_text, rules):
        return "rejected/organization", R_ORGANIZATION
    return None


def _after_propose_verb(view: TextView, start: int, rules: EntityRules) -> bool:
    """A definition in the object of 'we <verb>': 'We formulate image-based differential expression ranking
    (IDER)', 'we propose a novel dynamic pyramid network (DPN)', 'we propose a method known as ... (ARPO)'."""
    sentence_start = view.sentence_at(start)[0]
    before = view.text[max(sentence_start, start - 80) : start].lower()
    if "we" not in before:
        return False  # (the pattern needs the word 'we')
    for match in reversed(list(_WE_VERB.finditer(before))):
        if match.group(1) in rules.propose_verbs:
            return not _CLAUSE_BREAK.search(before, match.end())
    return False


_WE_VERB = re.compile(r"\bwe\s+(?:\w+ly\s+)?([a-z]+)\b")


# between the verb and the definition: no new clause or list ('we propose X, which uses Y (Z)')
_CLAUSE_BREAK = re.compile(r"[,;:()]|\b(?:that|which|to|where|whose|with|for|on|by|using|via|of|and|or)\b")


def _names_an_entity(long_text: str, short_text: str, view: TextView, long_start: int, rules: EntityRules) -> bool:
    """Title Case, a coined acronym (LoRA, PrO), a proper noun or a method head: a name, not a field term."""
    words = long_text.split()
    last = words[-1].lower()
    if _names_a_class(short_text, words, rules):
        return False  # 'Spiking Neural Networks (SNNs)', 'large multimodal models (LMMs)': a kind of thing, not a name
    sentence_start = view.sentence_at(long_start)[0]
    at_sentence_start = not view.text[sentence_start:long_start].strip()
    capitalized = [w for i, w in enumerate(words) if w[:1].isupper() and not (i == 0 and at_sentence_start)]
    if len(capitalized) >= max(1, (len(words) + 1) // 2) and (len(capitalized) >= 2 or len(words) == 1):
        return True
    if not short_text.endswith("s") and _coined(short_text, words):
        return True  # coined acronyms mix cases: LoRA, PrO, RC-aux
    if last in rules.metric_strong or last in rules.metric_weak or last in rules.metric_heads_defined:
        return True  # a measure defined with its acronym: 'mean corruption error (mCE)'
    if short_text in rules.family_spellings or _known_as(short_text, long_text, rules, lower_case=not capitalized):
        return True  # a known name: 'masked autoencoder (MAE)', 'Direct Preference Optimization (DPO)'
    if any(w[:1].isupper() and i + 1 < len(words) and words[i + 1][:1].islower() for i, w in enumerate(words) if i):
        return True  # a proper noun inside a lower-case phrase: 'extended Kalman filter (EKF)'
    # a lower-case phrase is a standard technique ('contrastive decoding (CD)', 'multi-head attention (MHA)'),
    # not a name (guidelines, clarifications 1 and 2), unless a word in it is name-shaped
    return any(is_name_shaped(w) for w in words)


def _known_as(short_text: str, long_text: str, rules: EntityRules, lower_case: bool = False) -> bool:
    """The short form is a lexicon method or model, or a metric with this long form ('ASR' is not 'automatic
    speech recognition'); a dataset acronym defined by a lower-case phrase names the task ('VQA'). A method
    acronym defined by a lower-case phrase is the standard technique written as one (``lower_case``:
    'reinforcement learning from human feedback (RLHF)'), not a name (guidelines, clarification 1)."""
    known = rules.lookup(short_text)
    if known is None:
        return False
    label, _, canonical = known
    if label == "method":
        return not lower_case
    return label == "model" or (label == "metric" and canonical in (None, long_text.lower()))


def _coined(short_text: str, long_words: Sequence[str]) -> bool:
    """A short form that mixes cases for its own sake ('LoRA', 'PrO', 'RC-aux'), not one whose lower-case
    letters stand for the small words of its long form ('SoS' for 'speed-of-sound', 'DfD' for 'depth from
    defocus', 'PnP' for 'plug-and-play'): those are the ordinary acronym of a phrase of the field."""
    lowers = [ch for ch in short_text[1:] if ch.islower()]
    if not lowers:
        return False
    small = [part.lower() for word in long_words for part in _DASHES.split(word) if part.lower() in _SMALL_WORDS]
    for letter in lowers:  # each lower-case letter taken from the next small word, in order
        index = next((i for i, word in enumerate(small) if letter in word), None)
        if index is None:
            return True
        small = small[index + 1 :]
    return False


_SMALL_WORDS = frozenset(["of", "from", "and", "the", "to", "for", "in", "on", "with", "a", "an", "at", "by", "or"])


def _names_a_class(short_text: str, long_words: Sequence[str], rules: EntityRules) -> bool:
    """A plural acronym ('LMMs', 'SNNs') or plural head noun of a model or network kind names a class of systems."""
    last = long_words[-1].lower()
    singular = short_text[:-1] if short_text.endswith("s") else short_text
    if rules.lookup(short_text) is not None or singular in rules.family_spellings or rules.lookup(singular):
        return False  # 'Vision Transformers (ViTs)': the plural of a known name
    head = last[:-1] if last.endswith("s") else last
    if head in rules.metric_strong or head in rules.metric_weak or head in rules.metric_heads_defined:
        return False  # 'False Acceptance Rates (FARs)', 'Dice coefficients (DCs)': measures, not a class of systems
    # 'SemDBs' mixes cases: a coined name in the plural, not the acronym of a kind
    plural_short = len(short_text) > 2 and short_text.endswith("s") and short_text[:-1].replace("-", "").isupper()
    return plural_short or last in _CLASS_HEADS


_CLASS_HEADS = frozenset(["models", "networks", "systems", "machines", "agents", "architectures", "methods"])


def _small_word_letters(short_text: str) -> bool:
    """A short form with lower-case letters besides a plural 's' ('MM-GCoT', 'LaMG'): read as coined before
    :func:`_coined` knew small words, so an introduced one keeps that reading."""
    stem = short_text[:-1] if short_text.endswith("s") else short_text
    return any(ch.islower() for ch in stem[1:])


def _introduced(view: TextView, start: int, rules: EntityRules) -> bool:
    """A definition the sentence introduces: after a naming verb or 'new' / 'novel' / 'proposed', or in the
    object of a proposing verb in any person ('This paper proposes the ... (IVFC)'), with no clause between."""
    sentence_start = view.sentence_at(start)[0]
    before = view.text[max(sentence_start, start - 80) : start].lower()
    introducing = _introducing_words(rules)
    if introducing.isdisjoint(_INTRODUCING.findall(before)):
        return False  # (no word that introduces: most definitions; the words as strings, no match objects)
    for match in reversed(list(_INTRODUCING.finditer(before))):
        if match.group(1) in introducing:
            return not _CLAUSE_BREAK.search(before, match.end())
    return False


_NEW_WORDS = frozenset(["new", "novel", "proposed"])


@cache
def _introducing_words(rules: EntityRules) -> frozenset[str]:
    """The words after which a definition is introduced: 'new', 'novel', 'proposed' and the naming and proposing
    verbs."""
    return _NEW_WORDS | rules.naming_verbs | rules.propose_verbs
_INTRODUCING = re.compile(r"\b([a-z]+)\b")


def _outside_names(text: str, spans: list[tuple[int, int]], before: bool = True) -> list[tuple[int, int]]:
    """The mentions of an acronym that are not part of a longer name ('BEV-LLM', 'MMIST-ccRCC', 'Hi-ToM': a
    hyphen joins the acronym to a capital or a digit; with ``before`` false only a part after it counts:
    'MLLM-Planner'); 'CTF-based' is a mention."""
    return [(start, end) for start, end in spans
            if not (_NAME_PART_AFTER.match(text, end)
                    or (before and _NAME_PART_BEFORE.search(text, max(0, start - 12), start)))]  # fmt: skip


_NAME_PART_AFTER = re.compile(r"-[A-Z0-9]")
_NAME_PART_BEFORE = re.compile(r"(?<![\w\-])[A-Za-z0-9]*[A-Z0-9][A-Za-z0-9]*-$")


def _names_a_concept(long_text: str, short_text: str, view: TextView, rules: EntityRules) -> bool:
    """A definition of a concept of the application domain, not a method: its acronym is used only to modify
    other nouns ('Capture-the-Flag (CTF) competitions', 'CTF challenges', 'Southeast Asia (SEA) datasets',
    'SEA languages', 'Earth Observation (EO) data'), never as a system (no method noun after it, no verb of
    what a system does), and neither half reads as a name by itself: the long form has no head of a method
    name, the acronym is not coined and no lexicon knows it."""
    if _coined(short_text, long_text.split()) or rules.lookup(short_text) is not None:
        return False
    if short_text in rules.family_spellings or _method_head(long_text, rules) or _classify_name(long_text, rules):
        return False
    if long_text.split()[-1].lower() in rules.metric_head_words:
        return False  # a measure: 'signal-to-noise ratio (SNR)'
    text = view.text
    modifying = 0
    mentions = _occurrences(text, short_text)
    for _, end in mentions:
        appositive = _APPOSITIVE.match(text, end)
        if appositive is not None and _names_a_system(appositive.group(1).lower(), rules):
            return False  # 'ECLAIR (Enhanced CLArification ...), a multi-agent framework'
        word = _word_after(text, end)
        if word is None or word.endswith("ly"):
            continue  # punctuation, a capital, a number, an adverb: says nothing
        if word == "-based" or _names_a_system(word, rules) or word.endswith(_VERB_ENDINGS):
            return False  # 'a PPO-based framework', 'the XYZ module', 'XYZ outperforms', 'T2T incentivizes'
        if word in rules.stop_words or word in rules.dataset_heads or word.startswith("-"):
            continue
        modifying += 1
    # one mention modifies a word of data ('EO data'); more than one modify anything ('CTF challenges')
    if len(mentions) == 1:
        return modifying == 1 and _word_after(text, mentions[0][1]) in rules.data_words
    return modifying >= 2


def _names_a_condition(long_text: str, short_text: str, rules: EntityRules) -> bool:
    """A disease or clinical condition ('Post-Traumatic Stress Disorder (PTSD)', 'Inborn Errors of Metabolism
    (IEM)', 'Multiple Myeloma (MM)'): its head or last word is a condition's (lexicon/condition-heads), and the
    acronym is no name the lexicons know."""
    if rules.lookup(short_text) is not None or short_text in rules.family_spellings:
        return False
    words = long_text.split()
    cut = next((i for i, word in enumerate(words) if i and word.lower() in _HEAD_BREAKS), len(words))
    heads = {_DASHES.split(words[:cut][-1])[-1].lower(), _DASHES.split(words[-1])[-1].lower()}
    return bool(heads & rules.condition_heads)


def _names_a_device(long_text: str, short_text: str, rules: EntityRules) -> bool:
    """A sensor, instrument or computing device ('Dynamic Vision Sensor (DVS)', 'Hybrid Event-based Vision Sensors
    (HybridEVS)'): the long form's head is a device's (lexicon/device-heads; not 'image INpainting on Edge
    Devices'), and no lexicon knows the acronym."""
    if rules.lookup(short_text) is not None or short_text in rules.family_spellings:
        return False
    words = long_text.split()
    cut = next((i for i, word in enumerate(words) if i and word.lower() in _HEAD_BREAKS), len(words))
    return _DASHES.split(words[:cut][-1])[-1].lower() in rules.device_heads


def _names_a_modality(long_text: str, short_text: str, rules: EntityRules) -> bool:
    """An imaging or measurement modality or a clinical procedure ('Color Fundus Photography (CFP)', 'Transrectal
    Ultrasound (TRUS)', 'Cone-Beam Computed Tomography (CBCT)', 'fine needle aspiration cytology (FNAC)'): the long
    form's last word is a modality's (lexicon/modality-heads), and no lexicon knows the acronym. A name the abstract
    introduces is not asked ('we propose Temporal Discrepancy Tomography (TDT)')."""
    if rules.lookup(short_text) is not None or short_text in rules.family_spellings:
        return False
    words = long_text.split()  # the head before 'of' / 'in' ...: not 'Macular Degeneration Progression in OCT'
    cut = next((i for i, word in enumerate(words) if i and word.lower() in _HEAD_BREAKS), len(words))
    return _DASHES.split(words[:cut][-1])[-1].lower() in rules.modality_heads


def _names_a_property(long_text: str, short_text: str, rules: EntityRules) -> bool:
    """A property, a phenomenon, a field, a kind of data or a theory ('Content Relevance (CR)', 'Catastrophic
    Forgetting (CF)', 'Mutual Information (MI)', 'Computational Linguistics (CL)', 'Theory of Mind (ToM)'): the
    long form's last word is such a concept's (lexicon/concept-heads), the acronym is not coined ('NeuGen',
    'AdaLDP' name methods) and no lexicon knows it."""
    if rules.lookup(short_text) is not None or short_text in rules.family_spellings:
        return False
    words = long_text.split()
    if _coined(short_text, words):
        return False
    return _DASHES.split(words[-1])[-1].lower() in rules.concept_heads


def _data_noun_after(text: str, end: int, rules: EntityRules) -> bool:
    """A data noun after a definition, past an edition year: '(MIDOG) 2025 challenge', '(UD) treebanks'."""
    after = _WORD_PAST_YEAR.match(text, end)
    return after is not None and after.group(1).lower() in rules.dataset_heads


_WORD_PAST_YEAR = re.compile(r"\)?[ \t\n]+(?:(?:19|20)\d\d[ \t\n]+)?([A-Za-z]+)")


def _after_method_noun(view: TextView, start: int, rules: EntityRules) -> bool:
    """A method noun right before a definition names what is defined: 'three key modules: Multimodal Feature
    Awareness (MFA), ...'."""
    before = _NOUN_BEFORE.search(view.text, max(view.sentence_at(start)[0], start - 30), start)
    if before is None:
        return False
    noun = before.group(1).lower()
    return any(form in rules.method_nouns for form in (noun, noun.removesuffix("s"), noun.removesuffix("es")))


_NOUN_BEFORE = re.compile(r"([A-Za-z]+)\s*[:,]?\s*(?:(?:the|a|an)\s+)?\Z")


def _word_after(text: str, end: int) -> str | None:
    """The lower-case word after an acronym (after the parenthesis that closes a definition), '-based' or a
    hyphenated suffix as '-suffix', or None."""
    match = _AFTER_ACRONYM.match(text, end)
    if match is None:
        return None
    return match.group(1) or "-" + match.group(2)


# an appositive after a mention or a definition: ', a multi-agent framework', '), a lightweight pipeline'
_APPOSITIVE = re.compile(r"(?:\s*\([^()]{1,120}\))?\)?,\s+(?:a|an|the)\s+(?:[\w\-]+\s+){0,3}?([a-z]+)\b")
_VERB_ENDINGS = ("izes", "ises", "yzes", "ates", "ifies")
_AFTER_ACRONYM = re.compile(r"\)?(?:[ \t\n]+([a-z][a-z\-]*)|-([a-z]+)\b)")


def _names_a_system(word: str, rules: EntityRules) -> bool:
    """A method or model noun ('framework', 'models') or a verb of what a system does ('outperforms')."""
    singular = word.removesuffix("s")
    return (word in rules.method_nouns or singular in rules.method_nouns or word.removesuffix("es") in rules.method_nouns
            or word in rules.model_nouns or word in rules.system_verbs or word in rules.result_verbs
            or word in _SYSTEM_WORDS)  # fmt: skip


_SYSTEM_WORDS = frozenset(["baseline", "baselines", "called", "named", "dubbed", "termed", "variant", "variants"])


def _method_head(long_text: str, rules: EntityRules) -> bool:
    """The long form's head (its last word before 'of' / 'for' / 'with' ...: 'Theory of Mind' -> 'Theory')
    heads method names: 'Optimization', 'Network', 'Decoding', 'Transformer', 'Fields'."""
    words = long_text.split()
    cut = next((i for i, word in enumerate(words) if i and word.lower() in _HEAD_BREAKS), len(words))
    head = _DASHES.split(words[:cut][-1])[-1].lower()
    return any(form in rules.method_name_heads for form in (head, head.removesuffix("s"), head.removesuffix("es")))


_HEAD_BREAKS = frozenset(["of", "for", "from", "with", "via", "by", "using", "in", "on", "to", "through", "under"])
