"""Tasks: the research problem a method solves or is evaluated on ('video frame interpolation', 'NER').

Rules of the field, over the entity rules' :class:`~abstract_claims.entities.TextView`:

- a task head noun ('detection', 'estimation', 'translation' ...) with the modifiers before it that make it a
  task ('3D human pose estimation'); some heads are tasks alone ('summarization'), the others need a modifier
  ('reasoning' alone is an activity, 'mathematical reasoning' a task);
- a cue noun after a single task word ('coding tasks', 'QA benchmarks', 'text-to-SQL problems');
- an acronym defined for a task ('video frame interpolation (VFI)'): both forms, and the acronym at every mention;
- the generated lexicon ``rules/task_lexicon.json`` (Hugging Face pipeline tasks, BIG-bench skills, TDMSci).

Tasks are then a label in entity resolution (:func:`resolve_with_entities`): a method, dataset or metric
reading that lies inside a task is dropped, a task inside a named dataset or model is dropped.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import compress, repeat
from operator import attrgetter, itemgetter

from .entities import P_LEXICON, Mention, TextView, Token, find_acronym_pairs, initials, spelled_out
from .entities.candidates import LINK
from .entities.view import WordCache, flagged
from .rules import Lexicon, RuleSet

MAX_MODIFIERS = 5  # 'multi-modal conditioned human motion video generation'


@dataclass(slots=True)
class TaskMention:
    """A task in clean-text offsets; ``partner`` is the other half of an acronym definition."""

    start: int
    end: int
    rule: str
    proposed: bool = False
    partner: TaskMention | None = None
    is_long_form: bool = False
    title_case: bool = False  # a Title Case phrase mid-sentence: a name unless an acronym definition makes it a task
    inner_definition: bool = False  # the phrase holds its modifiers' acronym definition: 'whole slide image (WSI) classification'


class TaskRules:
    """The task word lists of ``rules/task_rules.json`` and the generated ``rules/task_lexicon.json``."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.lists: dict[str, Lexicon] = {lexicon.id: lexicon for lexicon in rules.task_rules}
        # The lists the rules read per head, per modifier or per mention are plain attributes, the others cached
        # properties: CPython 3.11 does not specialize reading an attribute through a descriptor whose type is a
        # Python class, such as cached_property (~290 instructions a read against ~30; ~80 reads a document).
        self.standalone_heads = self._words("task/standalone-heads")
        self.weak_heads = self._words("task/weak-heads")
        # the heads that name a task after any modifier ('detection', 'retrieval'), less the weak ones
        self.strong_heads = self._words("task/heads")
        self.model_words = self._words("task/model-words")
        # the words that start or end a compound noun: only they can pass _compound_start or _compound_end
        self.compound_words = self.compound_firsts | self.compound_lasts
        # the nouns that are also verb forms, read with the words around them ('target', 'building')
        self.verb_like_nouns = self.ing_nouns | frozenset(NOUN_VERB_HEADS)
        self.modifier_stops = self._words("task/modifier-stops") | self.manner_words
        self.context_heads = self._words("task/context-heads")
        self.modalities = self._words("task/modalities")
        self.application_heads = self._words("task/application-heads")
        self.activity_heads = self._words("task/activity-heads")
        self.agent_words = self._words("task/agent-words")
        self.component_nouns = self._words("task/component-nouns")
        self.not_tasks = self._words("task/not-tasks")
        self.acronyms = self._words("task/acronyms")
        # lower-case word -> head_word_of it with the task heads, decided once per word
        self.head_words: WordCache[str] = WordCache(lambda lower: head_word_of(lower, self.heads))
        # token text -> whether its word can modify a task head (is_modifier less the taken check)
        self.modifier_words: WordCache[bool] = WordCache(lambda text: _is_modifier_word(text, text.lower(), self))

    def _words(self, lexicon_id: str) -> frozenset[str]:
        lexicon = self.lists[lexicon_id]
        return frozenset(lexicon.words if lexicon.case_sensitive else (w.lower() for w in lexicon.words))

    @cached_property
    def heads(self) -> frozenset[str]:
        return self._words("task/heads") | self.standalone_heads | self.weak_heads

    @cached_property
    def adjective_parts(self) -> frozenset[str]:
        return self._words("task/adjective-parts")

    @cached_property
    def model_object_heads(self) -> frozenset[str]:
        return self._words("task/model-object-heads")

    @cached_property
    def ly_nouns(self) -> frozenset[str]:
        return self._words("task/ly-nouns")

    @cached_property
    def ent_nouns(self) -> frozenset[str]:
        return self._words("task/ent-nouns")

    @cached_property
    def hyphen_prefixes(self) -> frozenset[str]:
        return self._words("task/hyphen-prefixes")

    @cached_property
    def compound_nouns(self) -> frozenset[str]:
        return self._words("task/compound-nouns")

    @cached_property
    def compound_firsts(self) -> frozenset[str]:
        """Every text before a space of a compound noun: a word can start ``f"{word} {next}"`` of
        ``compound_nouns`` only if it is one of these (one set lookup before the string is built)."""
        return frozenset(noun[:at] for noun in self.compound_nouns for at, ch in enumerate(noun) if ch == " ")

    @cached_property
    def compound_lasts(self) -> frozenset[str]:
        """Every text after a space of a compound noun (see ``compound_firsts``)."""
        return frozenset(noun[at + 1 :] for noun in self.compound_nouns for at, ch in enumerate(noun) if ch == " ")

    @cached_property
    def ing_nouns(self) -> frozenset[str]:
        return self._words("task/ing-nouns")

    @cached_property
    def al_nouns(self) -> frozenset[str]:
        return self._words("task/al-nouns")

    @cached_property
    def part_nouns(self) -> frozenset[str]:
        return self._words("task/part-nouns")

    @cached_property
    def product_nouns(self) -> frozenset[str]:
        """What an activity goes through or leaves behind ('reasoning paths'), and what it has ('editing style')."""
        return self._words("task/product-nouns") | self._words("task/attribute-nouns")

    @cached_property
    def generic_modifiers(self) -> frozenset[str]:
        return self._words("task/generic-modifiers")

    @cached_property
    def verbs(self) -> frozenset[str]:
        return self._words("task/verbs")

    @cached_property
    def noun_verbs(self) -> frozenset[str]:
        return self._words("task/noun-verbs")

    @cached_property
    def manner_words(self) -> frozenset[str]:
        return self._words("task/manner-words")

    @cached_property
    def aspect_words(self) -> frozenset[str]:
        return self._words("task/aspect-words")

    @cached_property
    def learning_settings(self) -> frozenset[str]:
        return self._words("task/learning-settings")

    @cached_property
    def matched_quantities(self) -> frozenset[str]:
        return self._words("task/matched-quantities")

    @cached_property
    def signal_heads(self) -> frozenset[str]:
        return self._words("task/signal-heads")

    @cached_property
    def signals(self) -> frozenset[str]:
        """What a head of 'task/signal-heads' names a task after: the modalities and 'task/enhanced-signals'."""
        return self.modalities | self._words("task/enhanced-signals")

    @cached_property
    def agent_heads(self) -> frozenset[str]:
        return self._words("task/agent-heads")

    @cached_property
    def kind_adjectives(self) -> frozenset[str]:
        return self._words("task/kind-adjectives")

    @cached_property
    def kind_adjective_heads(self) -> frozenset[str]:
        return self._words("task/kind-adjective-heads")

    @cached_property
    def ed_modifiers(self) -> frozenset[str]:
        return self._words("task/ed-modifiers")

    @cached_property
    def cue_nouns(self) -> frozenset[str]:
        return self._words("task/cue-nouns")

    @cached_property
    def measure_nouns(self) -> frozenset[str]:
        return self._words("task/measure-nouns")

    @cached_property
    def operation_heads(self) -> frozenset[str]:
        return self._words("task/operation-heads")

    @cached_property
    def acronyms_lower(self) -> frozenset[str]:
        return frozenset(acronym.lower() for acronym in self.acronyms)

    @cached_property
    def lexicon(self) -> dict[str, tuple[tuple[str, ...], ...]]:
        """Lexicon terms as word tuples, by their first word (lower case)."""
        table: dict[str, set[tuple[str, ...]]] = {}
        for lexicon in self.rules.task_lexicon:
            for term in lexicon.words:
                words = tuple(term.lower().split())
                table.setdefault(words[0], set()).add(words)
        return {first: tuple(sorted(terms, key=lambda t: (-len(t), t))) for first, terms in table.items()}

    @cached_property
    def lexicon_phrases(self) -> dict[str, tuple[tuple[str, ...], ...]]:
        """The multi-word lexicon terms by their first word, longest first: a single word is a task only as a
        standalone head ('summarization')."""
        table = {first: tuple(term for term in terms if len(term) > 1) for first, terms in self.lexicon.items()}
        return {first: terms for first, terms in table.items() if terms}

    @cached_property
    def lexicon_seconds(self) -> dict[str, frozenset[str]]:
        """The second words of the multi-word lexicon terms, by their first word: a first word not followed by one
        of these starts no term (one set lookup instead of building a tuple per term)."""
        return {first: frozenset(term[1] for term in terms) for first, terms in self.lexicon_phrases.items()}

    @cached_property
    def word_classes(self) -> WordCache[int]:
        """Lower-case word -> its W_* flags, decided once per word (see :func:`_word_class`)."""
        return WordCache(lambda lower: _word_class(lower, self))

    @cached_property
    def plain_word_classes(self) -> dict[str, int]:
        """The words without a hyphen or dash that have a flag: no other such word has one (its last part is
        itself, it holds no '-to-')."""
        words = {*self.heads, *self.lexicon_phrases, *self.cue_nouns, "task", "tasks", *self.acronyms_lower}
        table = {word: _word_class(word, self) for word in words if not _DASH.search(word) and not word.isspace()}
        return {word: flags for word, flags in table.items() if flags}

    @cached_property
    def lexicon_heads(self) -> frozenset[str]:
        """Last words of the multi-word lexicon terms: they act as heads when a term is matched."""
        return frozenset(terms[0][-1] for terms in self.lexicon.values() if len(terms[0]) > 1)


# ---------------------------------------------------------------------------------------------------------
# Heads and modifiers

_WORD = re.compile(r"^[A-Za-z0-9][\w\-–/]*$")
_ACRONYM_WORD = re.compile(r"^[A-Z][A-Z0-9]{1,6}s?$")
# 'text-to-SQL', 'speech-to-text', 'SAR-to-optical' (not 'SemanticKITTI-to-SemanticSTF', a pair of datasets)
_X_TO_Y = re.compile(r"^([A-Za-z][a-z]+|[A-Z0-9]{1,5})-to-([A-Za-z][a-z]+|[a-z]+|[A-Z0-9]{1,5})$")


def head_word(token: Token, heads: frozenset[str] = frozenset()) -> str:
    """The word a token ends with, lower case: 'question-answering' -> 'answering' (but 'super-resolution'
    when that is a head itself)."""
    return head_word_of(token.lower, heads)


def head_word_of(lower: str, heads: frozenset[str] = frozenset()) -> str:
    if lower in heads:
        return lower
    last = _last_part(lower)
    if last not in heads and "-" in lower and _joined_tail(lower) in heads:
        return _joined_tail(lower)  # a line-end hyphenation of the PDF text: 'seg-mentation', 'normaliza-tion'
    return last


# What a word is to the task rules, as bit flags: each rule visits the tokens carrying its flag, found by C code
# in one bytes object per document, instead of a Python call per token per rule.
W_SPACE = 1  # a line break kept as a token
W_HEAD = 2  # head_word_of(word, heads) is a task head: 'estimation', 'question-answering', 'seg-mentation'
W_LAST_HEAD = 4  # its last hyphen part is a task head (what ends a lexicon term's reading)
W_LEXICON = 8  # the first word of a multi-word lexicon term
W_CUE = 16  # a cue noun: 'tasks', 'benchmarks'
W_TO = 32  # holds '-to-': 'text-to-SQL'
W_TASK = 64  # 'task', 'tasks' (of 'the task of ...')
W_ACRONYM = 128  # a known task acronym in any case: 'asr', 'NER' (what acronym_occurrences may find)


def _word_class(lower: str, rules: TaskRules) -> int:
    flags = W_SPACE if lower.isspace() else 0
    if lower in rules.acronyms_lower:
        flags |= W_ACRONYM
    if LINK.search(lower):
        return flags  # a link's path ('github.com/x/variational-reasoning') names no task
    if head_word_of(lower, rules.heads) in rules.heads:
        flags |= W_HEAD
    if _last_part(lower) in rules.heads:
        flags |= W_LAST_HEAD
    if lower in rules.lexicon_phrases:
        flags |= W_LEXICON
    if lower in rules.cue_nouns:
        flags |= W_CUE
    if "-to-" in lower:
        flags |= W_TO
    if lower in ("task", "tasks"):
        flags |= W_TASK
    return flags


@dataclass(slots=True)
class _Scan:
    """A document's tokens as the task rules read them: their lower-case words and word flags, once."""

    lowers: list[str]
    classes: bytes  # per token: the W_* flags of its word
    words: list[int]  # indices of the tokens that are no line break
    word_lowers: list[str]  # their lower-case words
    word_classes: bytes  # and flags
    dashed: list[int]  # indices of the tokens holding a '-' or '–'

    def where(self, flag: int, word_positions: bool = False) -> list[int]:
        """Indices of the tokens (or with ``word_positions`` positions in ``words``) carrying ``flag``."""
        return flagged(self.word_classes if word_positions else self.classes, flag)


def _scan(view: TextView, rules: TaskRules) -> _Scan:
    """The flags of every token. A word without a hyphen or dash has flags only when it is one of the few words of
    ``plain_word_classes`` (a small table, which stays in the processor's cache: a lookup in the large per-word
    cache costs several cache misses after the other stages ran); the words with a hyphen or dash, found by one
    search of the text, and the line breaks are looked up in ``word_classes``."""
    tokens = view.tokens
    lowers = list(map(itemgetter(3), tokens))
    flags = bytearray(map(rules.plain_word_classes.get, lowers, repeat(0)))
    text = view.text
    word_classes = rules.word_classes
    dashed = _dashed_tokens(text, view.token_starts, view.token_ends) if "-" in text or "–" in text else []
    for index in dashed:
        flags[index] = word_classes[lowers[index]]
    # a line break kept as a token is a word of white space only: none when no word holds a white space character,
    # what C string searches of the joined words tell for an ASCII text (most documents: the pipeline's views keep
    # no such token), instead of a str.isspace call per word
    joined = "".join(lowers)
    may_hold_spaces = not joined.isascii() or any(space in joined for space in _ASCII_SPACES)
    spaced = may_hold_spaces and any(map(str.isspace, lowers))
    if spaced:
        for index in compress(range(len(tokens)), map(str.isspace, lowers)):
            flags[index] = word_classes[lowers[index]]
    classes = bytes(flags)
    if not spaced:
        return _Scan(lowers, classes, list(range(len(tokens))), lowers, classes, dashed)
    kept = [not value & W_SPACE for value in classes]
    return _Scan(lowers, classes, list(compress(range(len(tokens)), kept)), list(compress(lowers, kept)),
                 bytes(compress(classes, kept)), dashed)


_ASCII_SPACES = tuple(char for char in map(chr, range(128)) if char.isspace())


@lru_cache(maxsize=100_000)
def _joined_tail(lower: str) -> str:
    """The last two hyphen-joined parts as one word: 'word seg-mentation' -> 'segmentation'."""
    return "".join(_DASH.split(lower)[-2:])


@lru_cache(maxsize=100_000)
def _last_part(lower: str) -> str:
    """Called for every token of every document: one regex split per distinct word, not per token."""
    return _DASH.split(lower)[-1]


_DASH = re.compile(r"[-–]")


def _dashed_tokens(text: str, starts: list[int], ends: list[int]) -> list[int]:
    """Indices of the tokens holding a '-' or '–', in order, found by ``str.find``: after a dash inside a token the
    search goes on past the token's end (its other dashes name no other token: 'text-to-image' is one find and
    one bisect, not three)."""
    dashed: list[int] = []
    for dash in "-–":
        position = text.find(dash)
        while position != -1:
            index = bisect_right(starts, position) - 1
            if index >= 0 and position < ends[index]:  # (a dash before the first token gives -1)
                dashed.append(index)
                position = ends[index]
            else:
                position += 1  # a dash between tokens
            position = text.find(dash, position)
    # a token with both dashes was found twice, and the lists of the two are each in order
    return sorted(set(dashed)) if "-" in text and "–" in text else dashed


_DASHES = re.compile(r"[-–]+")
_DASH_OR_SLASH = re.compile(r"[-–/]+")  # 'single-image', 'image/video': the last part names the signal


def is_modifier(token: Token, rules: TaskRules, taken: bytearray) -> bool:
    """Can the token modify a task head ('video', 'event-based', '3D', 'Chinese-English', 'CTF')?"""
    return rules.modifier_words[token.text] and 1 not in taken[token.start : token.end]


def _is_modifier_word(text: str, lower: str, rules: TaskRules) -> bool:
    """:func:`is_modifier` for the word alone, whatever the document has taken."""
    if not _WORD.match(text) or lower in rules.modifier_stops or "--" in lower or \
            (lower in rules.verbs and lower not in rules.noun_verbs):  # fmt: skip
        return False  # (but a noun the field names tasks by: 'target detection'; after 'we' / 'to' it is the verb)
    if len(text) < 2:
        return False  # a single letter is a variable: 'M generation'
    if any(ch.isdigit() for ch in lower) and not _DIMENSION.match(lower):
        return False  # '3x', 'L2', 'i2b2': a number or a name, not a task word (but '3D', '4D-native')
    if "-" in lower or "–" in lower:
        # 'model–without' (a clause dash, '--' in LaTeX) is not a compound; 'text-to-image' is
        parts = re.split(r"[-–]+", lower)
        if len(parts) == 2 and parts[1] == "generation" and parts[0] in rules.modifier_stops:
            return False  # an era of systems, not a task: 'next-generation stance detection', 'current-generation'
        return parts[-1] not in _FUNCTION_WORDS
    if (lower.endswith("ly") and lower not in rules.ly_nouns) or (lower.endswith("ing") and lower not in rules.ing_nouns):
        return False  # an adverb ('jointly') or a verb form ('enhancing', 'leaving'; but 'lighting estimation')
    if lower.endswith("ed") and lower not in rules.ed_modifiers:
        return False  # a verb form: 'improved', 'proposed' (but 'supervised', 'conditioned')
    if lower.endswith("s") and not lower.endswith(_NOT_PLURAL) and not _ACRONYM_WORD.match(text):
        return False  # a verb ('formulates') or a plural, which names things rather than a task
    # a mixed-case name ('CoRP', 'LeWM') is a method's, not a task's modifier; a modality is not ('LiDAR', but 'mAP'
    # is the metric)
    return not (text[1:] != text[1:].lower() and text != text.upper()) or (text[0].isupper() and lower in rules.modalities)


_NOT_PLURAL = ("ss", "us", "is", "ias", "ics", "ous")
# '3D', '6D-object', '4D-native', '2D-to-3D', '3D/6D'
_DIMENSION = re.compile(r"^[1-9]d(?:(?:[-–/]|-to-)(?:[1-9]d|[a-z]+))*$")
_ADJECTIVE_ENDINGS = ("al", "ic", "ive", "ous", "ful", "less", "ary", "ing", "ed", "ly")
_LONG_ADJECTIVE_ENDINGS = ("able", "ible")  # 'scalable', but 'table' is a noun


def is_noun_modifier(word: str, rules: TaskRules) -> bool:
    """Does the word name a thing ('word', 'domain', 'risk') rather than describe ('causal', 'pixel-level')?"""
    lower = word.lower()
    if "--" in lower:
        return False  # 'model--without': a dash that joins a clause, not a compound
    if word.isupper() and len(word) > 1:
        return True  # an acronym: 'KV cache compression', 'LLM routing'
    parts = _DASH.split(lower)
    if parts[-1] in rules.al_nouns or parts[-1] in rules.ing_nouns:
        return True  # a noun in -al or -ing: 'survival', 'signal', 'multi-animal', 'lighting'
    if len(parts) > 1:
        return parts[-1] not in rules.adjective_parts and not parts[-1].endswith(_ADJECTIVE_ENDINGS)
    if len(lower) > 5 and lower.endswith(_LONG_ADJECTIVE_ENDINGS):
        return False
    if lower.endswith(("ent", "ant")) and not lower.endswith("ment") and lower not in rules.ent_nouns:
        return False  # 'inherent', 'dominant' (but 'document', 'patient', 'intent')
    return not lower.endswith(_ADJECTIVE_ENDINGS) and lower not in rules.hyphen_prefixes


def _modifiers_start(tokens: Sequence[Token], head: int, rules: TaskRules, taken: bytearray,
                     sentence_start: int, phrase: bool = False) -> int:
    """Index of the first modifier before tokens[head] (head itself when there is none); ``phrase`` when
    tokens[head] starts a multi-word task name ('object' of 'object detection')."""
    first = head
    count = 0
    previous = head - 1
    modifier_words, compound_words = rules.modifier_words, rules.compound_words
    while previous >= 0 and count < MAX_MODIFIERS:
        token = tokens[previous]
        if token.text.isspace():  # a line break of a hard-wrapped abstract
            previous -= 1
            continue
        # (is_modifier written out, and the compound and bound tests only for the few words of their sets: most
        # tokens before a head end the loop here, and four calls each cost more than the tests)
        if token.start < sentence_start or not (
                (modifier_words[token.text] and 1 not in taken[token.start : token.end])
                or (token.lower in compound_words and (_compound_start(tokens, previous, head, rules, taken)
                                                       or _compound_end(tokens, previous, rules, taken)))
                or (token.lower in _BOUND_WORDS and _bound_to(tokens, previous, head, rules, taken))):  # fmt: skip
            break
        if (token.lower in rules.model_words or (token.lower == "model" and first == head
                                                 and not _modified(tokens, previous, rules, taken))) and \
                rules.head_words[tokens[head].lower] not in rules.model_object_heads:  # fmt: skip
            break  # 'LLM reasoning', 'model solving' are what the model does; 'LLM routing' is done to models
        if token.lower in rules.verb_like_nouns:  # one lookup for the few words read with their context
            if token.lower in NOUN_VERB_HEADS and rules.head_words[tokens[head].lower] not in NOUN_VERB_HEADS[token.lower]:
                break  # 'target machine translation', 'target MER' name the target domain or data, not a task
            if token.lower in rules.ing_nouns and (tokens[first].text[:1].isupper() or (
                    first < head and not is_noun_modifier(tokens[first].text, rules))):  # fmt: skip
                break  # a verb with its object: 'building autonomous travel planning', 'building Question-Answering'
        first, count, previous = previous, count + 1, previous - 1
    # a verb right after 'we' / 'to' / a modal is not a modifier: 'we investigate uncertainty estimation'
    while previous >= 0 and tokens[previous].text.isspace():
        previous -= 1
    if first < head and previous >= 0 and tokens[previous].lower in _VERB_CONTEXT and \
            _can_be_verb(tokens[first].text, tokens[previous].lower, rules) and \
            not _compound_start(tokens, first, head, rules, taken):  # fmt: skip
        first = _next_word(tokens, first, head)
    elif first < head and previous >= 0 and tokens[previous].lower.endswith("ly") and \
            _is_adverb(tokens[previous].lower, rules) and _verb_after_adverb(tokens[first].text, rules):  # fmt: skip
        first = _next_word(tokens, first, head)  # 'fundamentally restrict long-range dependency modeling'
    elif first < head and previous > 0 and _is_plural_subject(tokens, previous) and \
            _verb_after_adverb(tokens[first].text, rules):  # fmt: skip
        first = _next_word(tokens, first, head)  # 'these settings demand reasoning': the subject's verb
    # 'real-time', 'diffusion-based', 'high-resolution' say how, not which task: the name starts after them
    for index in range(head - 1, first - 1, -1):
        lower = tokens[index].lower
        if ("-" in lower or "–" in lower) and _is_hyphen_adjective(lower, rules, directly_before_head=not phrase and _next_word(tokens, index, head) == head):
            first = _next_word(tokens, index, head)
            break
    # a phrase does not start with a word that only joins: '-', '/'
    while first < head and not tokens[first].text[0].isalnum():
        first += 1
    return first


def _bound_to(tokens: Sequence[Token], index: int, head: int, rules: TaskRules, taken: bytearray) -> bool:
    """A word that names the task with its bound head, though alone it says how ('intrinsic decomposition', and
    before another bound word 'intrinsic image decomposition')."""
    bound = BOUND_HEADS.get(rules.head_words[tokens[head].lower], ())
    if not bound or tokens[index].lower not in bound or 1 in taken[tokens[index].start : tokens[index].end]:
        return False
    following = _next_word(tokens, index, head + 1)
    return following == head or (following < head and tokens[following].lower in bound)


# the determiners before a plural subject: 'these mechanisms shift ...'
_SUBJECT_DETERMINERS = frozenset(["these", "those", "our", "their", "both"])


def _is_plural_subject(tokens: Sequence[Token], index: int) -> bool:
    """Is tokens[index] a plural noun after a determiner ('these settings', 'our findings'), whose verb may follow?"""
    word = tokens[index].text
    if not (len(word) > 3 and word.endswith("s") and word.isalpha() and word.islower()) or word.endswith(_NOT_PLURAL):
        return False  # (most words: the word before is not looked for)
    before = _previous_word(tokens, index)
    return 0 <= before < index and tokens[before].lower in _SUBJECT_DETERMINERS


def _modified(tokens: Sequence[Token], index: int, rules: TaskRules, taken: bytearray) -> bool:
    """Is the word before tokens[index] a modifier of it ('camera' of 'camera model identification')?"""
    before = _previous_word(tokens, index)
    return 0 <= before < index and is_modifier(tokens[before], rules, taken)


def _compound_start(tokens: Sequence[Token], index: int, head: int, rules: TaskRules, taken: bytearray) -> bool:
    """The first word of a compound noun of the field ('natural language', 'named entity'), which alone would be
    no modifier ('natural images', 'a model named ...')."""
    if tokens[index].lower not in rules.compound_firsts:
        return False  # (the word starts no compound: most words, one set lookup)
    following = _next_word(tokens, index, head + 1)
    return following <= head and 1 not in taken[tokens[index].start : tokens[index].end] and \
        f"{tokens[index].lower} {tokens[following].lower}" in rules.compound_nouns  # fmt: skip


def _compound_end(tokens: Sequence[Token], index: int, rules: TaskRules, taken: bytearray) -> bool:
    """The last word of a compound noun of the field ('sensing' of 'remote sensing', 'series' of 'time series'),
    which alone would be no modifier (a verb form, a plural): the compound modifies the task head as one noun."""
    if tokens[index].lower not in rules.compound_lasts:
        return False  # (the word ends no compound: most words, one set lookup)
    before = _previous_word(tokens, index)
    return 0 <= before < index and 1 not in taken[tokens[index].start : tokens[index].end] and \
        f"{tokens[before].lower} {tokens[index].lower}" in rules.compound_nouns  # fmt: skip


_VERB_CONTEXT = frozenset(["we", "to", "can", "could", "may", "might", "will", "would", "should", "must", "not",
                           "they", "models", "that", "which", "also"])


def _can_be_verb(original: str, before: str, rules: TaskRules) -> bool:
    """Can the word after 'we' / 'to' / a modal be a verb? Not an adjective ('limited to spatial reasoning',
    'we mathematical ...' does not occur), nor after 'to' a modality or a dimension ('to 3D reconstruction')."""
    lower = original.lower()
    if lower in rules.verbs:
        return True
    if lower.endswith(_NOT_VERB_ENDINGS) or (before == "to" and lower.endswith(_NOUN_ENDINGS)):
        return False  # an adjective, or after 'to' a noun: 'applied to dependency parsing', 'to question answering'
    if before == "to" and lower.endswith("ed") and not lower.endswith("eed") and lower in rules.ed_modifiers:
        return False  # a participle, not the base form a verb takes after 'to': 'to structured prediction'
    if before == "to" and ("-to-" in lower or original[:1].isupper()):
        return False  # 'to Chinese-to-English translation', 'to Arabic NER': a verb is neither
    return not (before == "to" and (lower in rules.modalities or _DIMENSION.match(lower)))


_NOT_VERB_ENDINGS = ("al", "ic", "ous", "ary")
# words in -ly that are no adverbs: adjectives and verbs
_NOT_ADVERBS = frozenset(["early", "only", "daily", "weekly", "monthly", "yearly", "likely", "costly", "timely",
                          "friendly", "apply", "rely", "imply", "comply", "multiply"])


def _is_adverb(lower: str, rules: TaskRules) -> bool:
    """'fundamentally', 'prominently' (but 'anomaly' is a noun, 'early' an adjective, 'apply' a verb)."""
    return lower.endswith("ly") and lower.isalpha() and lower not in rules.ly_nouns and \
        lower not in _NOT_ADVERBS and lower not in rules.verbs  # fmt: skip


def _verb_after_adverb(original: str, rules: TaskRules) -> bool:
    """After an adverb, a plain lower-case word that is no adjective, participle, noun by its suffix, modality or
    dimension is a verb: 'semantically constrain image translation', 'can negatively impact STISR' (but 'weakly
    supervised', 'especially depth estimation', 'extremely sparse-view reconstruction')."""
    lower = original.lower()
    if lower in rules.verbs:
        return True
    return original.isalpha() and original.islower() and not lower.endswith(
        (*_NOT_VERB_ENDINGS, *_NOUN_ENDINGS, *_ADJECTIVE_ENDINGS, "ed", "s")) and \
        lower not in rules.modalities and lower not in rules.ed_modifiers  # fmt: skip
# noun suffixes ("dependency", "similarity", "question"); not -ment ("to segment"), -ance ("to balance"), -ence
_NOUN_ENDINGS = ("ency", "ity", "ness", "ship", "ism", "ogy", "tion", "sion")


_DATA_NOUNS = frozenset(["dataset", "corpus", "benchmark", "suite", "leaderboard"])


def _previous_word(tokens: Sequence[Token], index: int) -> int:
    index -= 1
    while index > 0 and tokens[index].text.isspace():
        index -= 1
    return index


def _next_word(tokens: Sequence[Token], index: int, limit: int) -> int:
    index += 1
    while index < limit and tokens[index].text.isspace():
        index += 1
    return index


# the learning settings with leaderboards of their own ('Zero-Shot Learning', 'Few-Shot Image Classification');
# other '-shot' words say how ('single-shot', 'multi-shot')
_STEP_BY_STEP = re.compile(r"^([a-z]+)-by-\1$")
_SHOT_SETTINGS = frozenset(["zero-shot", "few-shot", "one-shot"])
# conditions that the field names a task by (Papers with Code: 'Low-Light Image Enhancement', 'Low-Dose CT Denoising',
# 'Open-Domain Question Answering'); other 'low-' and '-domain' words say how ('low-cost', 'in-domain')
_CONDITION_SETTINGS = frozenset(["low-light", "low-dose", "open-domain"])


def _is_hyphen_adjective(lower: str, rules: TaskRules, directly_before_head: bool = True) -> bool:
    """'real-time', 'diffusion-based', 'pixel-level' say how; 'cross-lingual' says which task, and so does a
    modality before the hyphen when a noun modifier follows ('event-based object detection', 'text-guided image
    editing'; but 'image-based retrieval', 'scene-level generation' say how)."""
    if "-" not in lower and "–" not in lower:
        return False  # no hyphen (what most words are: one test instead of a split)
    if "-the-" in lower:
        return True  # a phrase made one word says how or where: 'off-the-shelf', 'on-the-fly', 'human-in-the-loop'
    if "-by-" in lower and _STEP_BY_STEP.match(lower):
        return True  # a unit repeated says how, one unit at a time: 'layer-by-layer', 'token-by-token', 'frame-by-frame'
    parts = _DASHES.split(lower)
    if "-to-" in lower and is_x_to_y(lower, rules):
        return False  # a mapping between modalities names the task: 'speech-to-text translation'
    if len(parts) == 2 and parts[0] in rules.modalities and parts[1] in rules.modalities and parts[0] != parts[1]:
        return False  # two modalities paired name the cross-modal task: 'image-text retrieval', 'video-text matching'
    if lower in _SHOT_SETTINGS or lower in _CONDITION_SETTINGS:
        return False  # the guidelines' own example of a modifier that makes a task: 'zero-shot image classification'
    if lower == "domain-adaptive":
        return False  # the domain adaptation setting, like 'cross-domain': 'domain-adaptive semantic segmentation'
    if len(parts) < 2 or parts[0] == "cross" or (parts[0] in rules.modalities and not directly_before_head
                                                 and "–" not in lower):  # 'label–efficient': a dash, no compound
        return False
    return parts[-1] in rules.adjective_parts or parts[0] in ("in", "on", "real", "high", "low")  # 'on-device'


def head_mentions(view: TextView, rules: TaskRules, taken: bytearray, scan: _Scan | None = None) -> list[TaskMention]:
    """Every task head with its modifiers; heads that need a modifier without one are skipped."""
    found: list[TaskMention] = []
    tokens = view.tokens
    scan = scan or _scan(view, rules)
    classes = scan.classes
    # without line-break tokens (what the pipeline's views are) the next word is the next token, the previous word
    # the previous one: no calls of _next_word / _previous_word
    spaced = len(scan.words) != len(tokens)
    headings: dict[tuple[int, int], bool] = {}
    pending: list[tuple[str, TaskMention]] = []  # mentions that a task's name elsewhere in the abstract must confirm
    named_keys: set[str] = set()
    for index in scan.where(W_HEAD):
        token = tokens[index]
        if 1 in taken[token.start : token.end]:
            continue
        word = rules.head_words[token.lower]
        following = _next_word(tokens, index, len(tokens)) if spaced else index + 1
        if following < len(tokens) and classes[following] & W_HEAD and \
                token.lower in BOUND_HEADS.get(rules.head_words[tokens[following].lower], (token.lower,)):  # fmt: skip
            continue  # 'question answering': the head is the last word (not of 'image generation resolution')
        sentence_start = view.sentence_at(token.start)[0]
        first = _modifiers_start(tokens, index, rules, taken, sentence_start)
        # 'prompt' of 'prompt-optimization'
        prefix = token.lower[: len(token.lower) - len(word) - 1] if len(token.lower) > len(word) else ""
        if prefix and (prefix in rules.hyphen_prefixes or "-to-" in token.lower or len(prefix) < 3
                       or (word == "generation" and prefix in rules.modifier_stops)  # an era: 'current-generation'
                       or prefix.split("-")[-1] in rules.hyphen_prefixes):
            continue  # 'back-translation', 'pseudo-labeling', 'meta-learning', 'high-resolution'
        # the long form of an acronym defined inside the phrase: 'drug-drug interaction (DDI) prediction'
        paren = _inner_definition(view, tokens, index, rules, taken, sentence_start) if first == index and not prefix else None
        if paren is not None:
            first = paren[0]
        modifier_end = paren[1] if paren is not None else index  # the parenthesis is no modifier
        if first == index and not prefix and word in rules.strong_heads:
            first = _ing_noun_start(view, tokens, index, following, rules, taken, sentence_start)
        if first == index and not prefix:
            # a head without a modifier: a task only when it names one alone and stands as a noun phrase of its own
            if word not in rules.standalone_heads or not _bare_head_stands_alone(tokens, index, following, rules):
                continue
            setting = _setting_adjective(tokens, index, sentence_start, rules, taken)
            if setting is not None:
                first = setting  # 'fine-grained classification', 'document-level translation', 'text-guided segmentation'
            elif _hyphen_adjective_before(tokens, index, rules) and view.text[token.end : token.end + 2] != " (":
                continue  # the act done some way, not a task's name: 'keyword-based classification', 'real-time parsing'
        if first == index and not prefix:
            if word.endswith("ing") and following < len(tokens) and tokens[following].lower in _DETERMINERS:
                continue  # a verb with its object: 'parsing the treebank', 'forecasting the demand'
            if following < len(tokens) and tokens[following].lower == "of":
                continue  # the act on one object, not a task's name: 'accurate segmentation of pulmonary vessels'
            if word == "translation" and _GEOMETRIC_TRANSFORM.search(
                    view.text, max(sentence_start, token.start - 50), min(len(view.text), token.end + 50)):  # fmt: skip
                continue  # a shift in space beside its kin: 'rotation, translation, and scaling'
        if prefix and word in rules.weak_heads and not (
                following < len(tokens) and tokens[following].lower in rules.cue_nouns):  # fmt: skip
            continue  # 'feature-learning', 'exact-counting' describe (but 'fault-diagnosis benchmarks' name a task)
        kind_only = False  # a weak head named by a kind adjective alone ('visual grounding', 'visual reconstruction')
        if word in rules.weak_heads:
            nearest = prefix or next(t.text for t in reversed(tokens[first:modifier_end]) if not t.text.isspace())
            if word in BOUND_HEADS and nearest.lower() not in BOUND_HEADS[word]:
                continue  # 'data augmentation proving to be vital' (but 'theorem proving', 'theorem-proving')
            if word == "matching" and _DASH_OR_SLASH.split(nearest.lower())[-1] in rules.matched_quantities:
                continue  # an objective or a lookup: 'distribution matching', 'score matching', 'similarity matching'
            if word in rules.signal_heads and nearest.lower() not in rules.signals and \
                    _DASH_OR_SLASH.split(nearest.lower())[-1] not in rules.signals and \
                    not _named_as_task(view.text, token.end, tokens, following, rules):  # fmt: skip
                continue  # a step of a method: 'feature enhancement' (but 'single-image enhancement', 'low-light enhancement')
            if word not in BOUND_HEADS and not is_noun_modifier(nearest, rules):  # a bound word names the task itself
                if not (nearest.lower() in rules.kind_adjectives and word not in rules.agent_heads
                        and word not in rules.context_heads and word not in rules.application_heads):  # fmt: skip
                    continue  # 'causal prediction', 'pixel-level alignment' (but 'visual grounding', 'ordinal regression')
                kind_only = word not in rules.kind_adjective_heads
        own_first = first  # without a coordinated modifier: the generic-step test below reads the phrase's own words
        if first < modifier_end and paren is None and not prefix:
            first = _shared_head_start(tokens, first, index, scan.classes, rules, taken, sentence_start)
        start, end = tokens[first].start, token.end
        before = _previous_word(tokens, first) if spaced else first - 1
        if 0 <= before < first and tokens[before].lower in _MEANS_WORDS:
            continue  # the means of another act, not the task solved: 'refine outputs through textual reasoning'
        last_modifier = _previous_word(tokens, modifier_end) if spaced else modifier_end - 1
        modified = first <= last_modifier < index
        if modified and tokens[last_modifier].lower in rules.agent_words and word in rules.agent_heads and \
                not _named_as_task(view.text, token.end, tokens, following, rules):  # fmt: skip
            continue  # who does it, not what is done: 'human reasoning', 'student question-answering' (not 'agent planning tasks')
        # 'enhance local dependency modeling' is a technique, 'during text generation' an act in progress, 'grounded
        # reasoning' a manner, 'pavement monitoring' an application: a task only where the abstract names one
        # ('for reward modeling', 'topic modeling tasks', 'tasks such as traffic monitoring')
        # ('for style modeling', 'in background modeling': an aspect of the input before the head names the
        # mechanism that captures it, whatever preposition stands before; so does any word but a learning setting
        # before 'learning': 'for prompt learning', 'in language learning', but 'for multi-task learning')
        nearest_modifier = (prefix or tokens[last_modifier].lower) if modified or prefix else ""
        unnamed = (word in rules.context_heads and (not _after_purpose_word(tokens, first, before, rules)
                                                    or nearest_modifier in rules.aspect_words
                                                    or (word == "learning" and nearest_modifier not in rules.learning_settings))) \
            or word in rules.application_heads or kind_only \
            or (0 <= before < first and tokens[before].lower == "during") \
            or (word in rules.activity_heads and modified and _is_manner_participle(tokens[last_modifier].lower, rules)
                and not _after_purpose_word(tokens, first, before, rules))  # fmt: skip
        if unnamed:
            unnamed = not _named_as_task(view.text, token.end, tokens, following, rules) and \
                not _CUE_BEFORE.search(view.text, max(sentence_start, tokens[first].start - 60), tokens[first].start)  # fmt: skip
        # (without line breaks or a parenthesis to leave out, the words are the tokens: a slice)
        words = tokens[first : index + 1] if not spaced and paren is None else \
            [tokens[i] for i in range(first, index + 1)
             if not tokens[i].text.isspace() and not (paren is not None and paren[1] <= i < index)]  # fmt: skip
        phrase = " ".join(t.lower for t in words) if paren is not None else view.text[start:end].lower()
        if phrase in rules.not_tasks or " ".join(phrase.split()[-2:]) in rules.not_tasks:
            continue  # 'machine learning' names a field, 'low-rank adaptation' a method
        own = words[2:] if first != own_first else words  # 'X and' of a shared head is not the phrase's own
        if len(own) == 2 and not prefix and own[0].lower in rules.generic_modifiers:
            continue  # 'data retrieval', 'context modeling', 'attention adaptation': a step of any method
        # (the first word decides for most phrases: one test before the generator)
        title_case = len(words) >= 2 and words[0].text[:1].isupper() and not words[0].sentence_start and \
            all(t.text[:1].isupper() for t in words)  # fmt: skip
        # a Title Case phrase mid-sentence is a name ('Bayesian Variational Inference') unless an acronym
        # definition makes it a task's, or the sentence is a heading, where every word is capitalised
        if title_case:
            sentence = view.sentence_at(token.start)
            if sentence not in headings:
                headings[sentence] = is_heading(view.tokens_between(*sentence), rules)
            title_case = not headings[sentence]
        mention = TaskMention(start, end, "task/head-noun", title_case=title_case, inner_definition=paren is not None)
        # the task's name, the head and the word before it, lower case: 'preference modeling'
        key = " ".join(t.lower for t in words[-2:])
        if unnamed:
            pending.append((key, mention))
        else:
            found.append(mention)
            named_keys.add(key)
    # a technique-like head named as a task once is the task at every mention ('alternatives for preference
    # modeling' ... 'conversational preference modeling')
    kept = [mention for key, mention in pending if key in named_keys]
    return sorted(found + kept, key=lambda m: m.start) if kept else found


# heads that name a task only after one word: 'theorem proving' (Papers with Code: Automated Theorem Proving); after
# any other word the participle is a verb ('data augmentation proving to be vital', 'the CNN model proving effective');
# 'style transfer', 'makeup transfer', 'motion transfer' (Papers with Code: Style Transfer), where other transfers are
# learning schemes ('knowledge transfer', 'cross-lingual transfer')
# 'coreference resolution', 'entity resolution', 'scope resolution' (Papers with Code: Coreference Resolution, Entity
# Resolution, Anaphora Resolution, Negation Scope Resolution), where after other nouns resolution is the pixel count
# ('image resolution', 'mesh resolution')
BOUND_HEADS: dict[str, frozenset[str]] = {"proving": frozenset(["theorem"]),
                                          "transfer": frozenset(["style", "makeup", "motion"]),
                                          "resolution": frozenset(["coreference", "co-reference", "anaphora", "entity",
                                                                   "scope", "reference", "pronoun", "zero-anaphora"]),
                                          # 'intrinsic decomposition', 'material decomposition' (Papers with Code:
                                          # Intrinsic Image Decomposition; dual-energy CT's material decomposition);
                                          # after other words a technique ('value', 'task', 'tensor decomposition')
                                          "decomposition": frozenset(["intrinsic", "image", "material", "multi-material",
                                                                      "scene", "layer"]),
                                          # reading a signal out of brain activity (Papers with Code: Brain Decoding,
                                          # EEG Decoding); after other words a generation step ('speculative decoding')
                                          "decoding": frozenset(["brain", "neural", "eeg", "meg", "fmri", "ecog",
                                                                 "behavior", "behaviour", "behavioral", "behavioural",
                                                                 "motor"]),
                                          # adapting to a new domain, language or speaker (Papers with Code: Domain
                                          # Adaptation, Speaker Adaptation; TDMSci's 'cross-language adaptation',
                                          # 'translation model adaptation'); after other words it is a step of a
                                          # method ('rank', 'parameter', 'feature', 'style', 'little adaptation')
                                          "adaptation": frozenset(["domain", "multi-domain", "language",
                                                                   "cross-language", "cross-lingual", "speaker",
                                                                   "accent", "model"])}

# the heads a noun of 'task/noun-verbs' names a task before (Papers with Code: Infrared Small Target Detection, Automatic
# Target Recognition, Crop Yield Prediction); before any other head it names the target domain or data ('target
# feature adaptation', 'target machine translation'). 'shape' modifies any head ('3D shape completion').
# every word bound to some head: only they can pass _bound_to
_BOUND_WORDS = frozenset().union(*BOUND_HEADS.values())

NOUN_VERB_HEADS: dict[str, frozenset[str]] = {
    "target": frozenset(["detection", "recognition", "tracking", "identification", "localization", "localisation",
                         "segmentation"]),
    "yield": frozenset(["prediction", "estimation", "forecasting"]),
}

_COORDINATORS = frozenset(["and", "or", "/"])


def _shared_head_start(tokens: Sequence[Token], first: int, head: int, classes: Sequence[int], rules: TaskRules,
                       taken: bytearray, sentence_start: int) -> int:
    """Where a task phrase starts whose first modifier is coordinated with another that shares the head: 'spatial
    and temporal super-resolution', 'linguistic and visual reasoning', 'image and video synthesis', 'image/video
    deblurring' (one task name each, as GUIDELINES.md's minimal phrase and TDMSci's 'syntactic and semantic
    parsing'). Only two adjectives, or two modalities: an adjective alone is no noun phrase, so it must share the
    head, while a noun before 'and' may be a thing of its own ('reasoning ability and domain adaptation');
    never across a list ('A, B and C') nor over a word that is a task head itself ('detection and segmentation')."""
    joiner = _previous_word(tokens, first)
    if joiner < 1 or tokens[joiner].lower not in _COORDINATORS or tokens[joiner].start < sentence_start:
        return first
    other = _previous_word(tokens, joiner)
    if other < 0 or tokens[other].start < sentence_start or classes[other] & W_HEAD or \
            not is_modifier(tokens[other], rules, taken) or _is_hyphen_adjective(tokens[other].lower, rules):  # fmt: skip
        return first
    preceding = _previous_word(tokens, other)
    if preceding >= 0 and tokens[preceding].text in (",", ";"):
        return first  # a list: 'classification, segmentation and depth estimation'
    left, right = tokens[other].text, tokens[first].text
    adjectives = not is_noun_modifier(left, rules) and not is_noun_modifier(right, rules) and \
        not left.lower().endswith(("ing", "ed"))  # fmt: skip
    modalities = left.lower() in rules.modalities and right.lower() in rules.modalities and left.lower() != right.lower()
    if not (adjectives or modalities):
        return first
    if tokens[joiner].lower == "/" and (tokens[joiner].start != tokens[other].end or tokens[first].start != tokens[joiner].end):
        return first  # 'image/video' written as one word, not a clause's slash with spaces
    # the first modifier's own modifiers belong to the phrase too: 'zero-shot referring image and video segmentation'
    start = _modifiers_start(tokens, other, rules, taken, sentence_start, phrase=True)
    if not adjectives and start < other and is_noun_modifier(tokens[_previous_word(tokens, other)].text, rules):
        return first  # a modality that heads a compound of its own: 'robot vision and image retrieval', 'camera motion'
    return start


_INNER_ACRONYM = re.compile(r"\(([A-Z][A-Za-z0-9]{0,7}[A-Z0-9]s?)\)[ \t\n]*$")


def _inner_definition(view: TextView, tokens: Sequence[Token], index: int, rules: TaskRules, taken: bytearray,
                      sentence_start: int) -> tuple[int, int] | None:
    """An acronym defined right before a head by the modifiers before it ('drug-drug interaction (DDI) prediction',
    'part-of-speech (POS) tagging', 'whole slide image (WSI) classification'): the phrase, acronym and all, names the
    task (GUIDELINES.md TASK; TDMSci annotates 'part-of-speech (POS) tagging' so). Returns the index of the first
    modifier and of the '(' token, or None. Not when the acronym names a model that does the act ('large language
    model (LLM) reasoning', but 'LLM routing' is done to one), nor when the initials do not cover the words, nor
    across a connecting word ('Regions of Interest (ROIs) coding')."""
    match = _INNER_ACRONYM.search(view.text, max(sentence_start, tokens[index].start - 14), tokens[index].start)
    if match is None:
        return None
    short = match.group(1)
    head = rules.head_words[tokens[index].lower]
    if (short.lower().rstrip("s") in rules.model_words or short.lower() in rules.model_words) and \
            head not in rules.model_object_heads:  # fmt: skip
        return None
    paren = index
    while paren > 0 and tokens[paren].start > match.start():
        paren -= 1
    if tokens[paren].start != match.start() or 1 in taken[match.start() : match.end()]:
        return None
    first = _modifiers_start(tokens, paren, rules, taken, sentence_start, phrase=True)
    if first == paren:
        return None
    long_text = view.text[tokens[first].start : tokens[paren].start].strip()
    if _CONNECTORS.search(long_text) or not (_initials_cover(long_text, short) or (
            "2" in short and _initials_cover(long_text, short.replace("2", "")))):  # 'text-to-image (T2I)'
        return None
    return first, paren


# adjectives in -ed that say which kind of activity, not how it is done: 'embodied reasoning', 'open-ended generation',
# 'personalized generation' (Papers with Code: Personalized Image Generation), 'fine-grained', the learning settings
# ('unsupervised'), and nouns in -ed ('speed')
_KIND_ED_WORDS = frozenset(["embodied", "ended", "grained", "personalized", "personalised", "supervised", "unsupervised",
                            "speed", "bed", "seed", "federated", "distributed", "labeled", "unlabeled", "labelled",
                            "unlabelled"])
# a modality's hyphen participle says what conditions the output, which names the task: 'text-conditioned generation'
_CONDITIONING = frozenset(["conditioned", "guided", "driven"])


def _is_manner_participle(lower: str, rules: TaskRules) -> bool:
    """A participle that says how an activity is done ('grounded', 'constrained', 'compressed', 'preference-aligned',
    'token-budgeted'), not which task ('embodied', 'open-ended', 'text-conditioned')."""
    parts = _DASHES.split(lower)
    last = parts[-1]
    if not (last.endswith("ed") and len(last) > 4 and last.isalpha()) or last in _KIND_ED_WORDS:
        return False
    return not (len(parts) > 1 and last in _CONDITIONING and parts[0] in rules.modalities)


def _ing_noun_start(view: TextView, tokens: Sequence[Token], index: int, following: int, rules: TaskRules,
                    taken: bytearray, sentence_start: int) -> int:
    """Where a task named as one ('tampering detection benchmarks', 'forgery detection (FD)') starts when an
    -ing noun modifies its strong head: the -ing word is no verb form or function word, and a cue noun or an
    acronym definition must follow, since an -ing word before a head is mostly a verb ('improving detection')."""
    before = _previous_word(tokens, index)
    if before < 0 or tokens[before].start < sentence_start or not _named_as_task(view.text, tokens[index].end,
                                                                                    tokens, following, rules):
        return index
    word = tokens[before]
    lower = word.lower
    if not (lower.endswith("ing") and len(lower) > 5 and word.text.isalpha() and word.text.islower()) \
            or lower in rules.modifier_stops or lower in rules.verbs or lower in rules.not_tasks \
            or lower in rules.heads or _is_verb_form(lower, rules) or 1 in taken[word.start : word.end] \
            or lower.endswith(("izing", "ising")) or tokens[_previous_word(tokens, before)].lower == "by":  # fmt: skip
        return index  # 'by conceptualizing translation tasks as ...': a verb with its object
    return _modifiers_start(tokens, before, rules, taken, sentence_start)


def _named_as_task(text: str, end: int, tokens: Sequence[Token], following: int, rules: TaskRules) -> bool:
    """Is the phrase ending at ``end`` named as a task by what follows it: a cue noun ('... understanding task') or
    an acronym definition ('... understanding (SLU)')?"""
    return (following < len(tokens) and tokens[following].lower in rules.cue_nouns) or \
        text[end : end + 3].lstrip().startswith("(")  # fmt: skip


# the last parts of hyphenated adjectives that say which task a head alone names, at what granularity or from what
# input: 'fine-grained classification', 'document-level translation', 'gloss-free translation', 'text-guided
# segmentation' (Papers with Code titles: Fine-Grained Image Classification, Document Level Machine Translation,
# Gloss-free Sign Language Translation, Text-Guided Image Editing); '-based', '-aware', '-specific' say how
_SETTING_PARTS = frozenset(["grained", "level", "free", "guided", "driven", "conditioned"])


def _setting_adjective(tokens: Sequence[Token], index: int, sentence_start: int, rules: TaskRules,
                       taken: bytearray) -> int | None:
    """The index of a hyphenated adjective right before a bare head that makes it a specific task ('fine-grained
    classification'), or None."""
    previous = _previous_word(tokens, index)
    if not 0 <= previous < index or tokens[previous].start < sentence_start:
        return None
    lower = tokens[previous].lower
    parts = _DASHES.split(lower)
    if not tokens[previous].text.islower() or parts[0] in rules.model_words or \
            (parts[-1] == "free" and parts[0].endswith(("ing", "tion"))):  # fmt: skip
        return None  # a model, a name, a method without a stage: 'LLM-driven', 'CLIP-guided', 'training-free inpainting'
    if len(parts) != 2 or parts[-1] not in _SETTING_PARTS or not parts[0].isalpha() or \
            (parts[0] in rules.modifier_stops and parts[-1] != "grained") or parts[0] in rules.hyphen_prefixes:  # fmt: skip
        return None  # 'high-level', 'multi-level', 'new-level': a degree, not a setting (but 'fine-grained')
    return previous if is_modifier(tokens[previous], rules, taken) else None


def _hyphen_adjective_before(tokens: Sequence[Token], index: int, rules: TaskRules) -> bool:
    """Is the word before tokens[index] a hyphenated adjective of manner ('prompt-based', 'real-time')?"""
    previous = _previous_word(tokens, index)
    return 0 <= previous < index and _is_hyphen_adjective(tokens[previous].lower, rules)


def _after_purpose_word(tokens: Sequence[Token], first: int, before: int, rules: TaskRules) -> bool:
    """Does a purpose or evaluation preposition stand before the phrase ('for reward modeling'), perhaps across one or
    two words the phrase left out ('in LLM-based solver modeling', 'for efficient topic modeling', 'for more adequate
    preference modeling')?"""
    for _ in range(3):
        if not 0 <= before < first:
            return False
        if tokens[before].lower in _PURPOSE_WORDS:
            return True
        if "-" not in tokens[before].lower and tokens[before].lower not in rules.modifier_stops:
            return False
        first, before = before, _previous_word(tokens, before)
    return False


def _bare_head_stands_alone(tokens: Sequence[Token], index: int, following: int, rules: TaskRules) -> bool:
    """A head without a modifier ('classification') names a task only as a noun phrase of its own: after a function
    word, a punctuation mark or at the sentence start ('tasks such as segmentation', 'for classification'), and
    before a function word, a punctuation mark or a cue noun ('classification tasks'). After an evaluative or
    evaluative adjective ('accurate segmentation'), a possessive ('its segmentation'), a
    verb or an adverb ('improves classification', 'accurately parsing') it is the act itself; before another noun
    it modifies that noun ('segmentation models', 'classification performance'), except before a measure noun that
    is no metric, which says how well the task is done ('translation performance', 'parsing results')."""
    if following < len(tokens) and _WORD.match(tokens[following].text):
        after = tokens[following].lower
        measured = after in rules.measure_nouns and rules.head_words[tokens[index].lower] not in rules.operation_heads
        if after in _THING_NOUNS or (after not in _BARE_FOLLOWERS and after not in rules.cue_nouns
                                     and after not in rules.modifier_stops and not measured):
            return False  # (but the task measured: 'translation performance', 'parsing results')
        if measured:
            return True  # the verb or owner before it takes the measure noun: 'enhance transliteration performance'
    previous = _previous_word(tokens, index)
    if previous < 0 or previous == index or tokens[index].sentence_start:
        return True
    before = tokens[previous]
    if not _WORD.match(before.text):
        return True  # a punctuation mark: 'segmentation, classification and detection'
    lower = before.lower
    if lower in _BARE_PRECEDERS:
        return True
    if lower in _TASK_VERBS:
        return True  # a verb whose object is a task: 'perform segmentation', 'span classification, ...'
    if lower in _POSSESSIVES or lower in _QUANTIFIERS or lower in rules.manner_words or lower in rules.verbs or _is_adverb(lower, rules):
        return False
    # a lower-case word in -s before it is a verb ('enhances segmentation') or a plural noun modifier whose
    # phrase was cut ('time series forecasting', 'body parts segmentation'); 'news translation' has neither
    return not (before.text.islower() and lower.endswith("s") and not lower.endswith(_NOT_PLURAL) and lower != "news")


# the words that make a bare 'translation' a geometric transform ('invariant to translation, rotation, and scale',
# 'errors of 5 degrees in rotation and 0.05 units in translation'), not the translation of a text
_GEOMETRIC_TRANSFORM = re.compile(r"(?<![\w-])(?:rotations?|rotational|scaling|shear(?:ing)?|affine)\b",
                                  re.IGNORECASE)


# the function words that can stand around a task named by its head alone
_BARE_PRECEDERS = frozenset(["a", "an", "the", "and", "or", "of", "in", "on", "for", "to", "from", "at", "by", "with",
                             "as", "into", "via", "over", "under", "across", "between", "among", "within", "without",
                             "through", "about", "than", "such", "including", "like", "e.g.", "i.e.", "both", "either",
                             "vs", "vs.", "per", "upon", "after", "before", "during", "against", "toward", "towards",
                             "beyond", "is", "are", "was", "were", "be", "namely", "whether", "while", "where", "when"])
_BARE_FOLLOWERS = _BARE_PRECEDERS | frozenset(["but", "nor", "which", "that", "where", "while", "using", "remains",
                                               "is", "are", "has", "have", "can", "could", "may", "might", "will",
                                               "would", "should", "must", "requires", "relies", "still", "also",
                                               "remain", "methods", "method", "techniques"])  # 'unlearning methods'
# the nouns of 'task/modifier-stops' that a bare head modifies: 'segmentation models', 'classification approaches'
_THING_NOUNS = frozenset(["model", "models", "approach", "approaches", "framework", "frameworks", "system", "systems",
                          "network", "networks", "algorithm", "algorithms", "strategy", "strategies", "pipeline",
                          "dataset", "datasets", "baseline", "baselines", "data-driven", "learning-based", "end-to-end"])
_TASK_VERBS = frozenset(["perform", "performs", "performing", "performed", "tackle", "tackles", "tackling", "address",
                         "addresses", "addressing", "study", "studies", "studying", "solve", "solves", "solving",
                         "span", "spans", "spanning", "covering", "include", "includes",
                         "involve", "involves", "involving", "encompass", "encompasses", "comprise", "comprises"])
# 'multiple classification tasks', 'various segmentation models': a kind of task, not one named
_QUANTIFIERS = frozenset(["multiple", "various", "several", "diverse", "different", "many", "numerous", "other", "all",
                          "some", "most", "more", "few"])
# prepositions of means: the phrase after them is how something else is done
_MEANS_WORDS = frozenset(["through"])
# a cue noun a few words before, in the sentence: 'tasks like dynamics modeling', 'the task of automated process
# modeling', 'tasks involving space perception, temporal understanding, and mind modeling'
_CUE_BEFORE = re.compile(r"\b(?:tasks?|benchmarks?|problems?)\b[^.;:!?()]*$")
# the prepositions before a task a method is for or evaluated on: 'an architecture for reward modeling'
_PURPOSE_WORDS = frozenset(["for", "on", "in"])
_POSSESSIVES = frozenset(["its", "their", "our", "his", "her", "my", "your", "whose"])


MIN_HEADING_WORDS = 3


def is_heading(tokens: Sequence[Token], rules: TaskRules) -> bool:
    """A title or heading ('Improving Word Alignment for Machine Translation with Pivots'): every content word (four
    letters or more, not a function word) is capitalised, and there are at least three of them."""
    content = [token.text for token in tokens
               if len(token.text) > 3 and token.text.isalpha() and token.lower not in rules.modifier_stops]
    return len(content) >= MIN_HEADING_WORDS and all(word[0].isupper() for word in content)


def lexicon_mentions(view: TextView, rules: TaskRules, taken: bytearray, scan: _Scan | None = None) -> list[TaskMention]:
    """Terms of the generated lexicon (across line breaks, within a sentence), with the modifiers before them."""
    found: list[TaskMention] = []
    tokens = view.tokens
    scan = scan or _scan(view, rules)
    words, lowers, classes = scan.words, scan.word_lowers, scan.word_classes
    seconds = rules.lexicon_seconds
    after = 0  # the word after the last term read: terms do not overlap
    for position in scan.where(W_LEXICON, word_positions=True):  # the first words of multi-word terms
        if position < after:
            continue
        if position + 1 == len(lowers) or lowers[position + 1] not in seconds[lowers[position]]:
            continue  # (what most first words are: 'image' before no term's second word)
        hit = next((term for term in rules.lexicon_phrases[lowers[position]]
                    if tuple(lowers[position : position + len(term)]) == term), None)  # fmt: skip
        if hit is None:
            continue
        index, last = words[position], words[position + len(hit) - 1]
        sentence = view.sentence_at(tokens[index].start)
        following = position + len(hit)
        if view.sentence_at(tokens[last].start) != sentence or (
                following < len(words) and classes[following] & W_LAST_HEAD):  # fmt: skip
            continue  # across a sentence end, or 'translation' in 'translation quality estimation'
        first = _modifiers_start(tokens, index, rules, taken, sentence[0], phrase=True)
        # two adjectives share the term: 'syntactic and semantic parsing', 'textual and visual question answering'
        first = _shared_head_start(tokens, first, last, scan.classes, rules, taken, sentence[0])
        start, end = tokens[first].start, tokens[last].end
        if 1 not in taken[start:end] and task_name(view.text[start:end]).lower() not in rules.not_tasks:
            found.append(TaskMention(start, end, "task/lexicon"))
        after = following
    return found


def cue_mentions(view: TextView, rules: TaskRules, taken: bytearray, scan: _Scan | None = None) -> list[TaskMention]:
    """'coding tasks', 'QA benchmarks', 'text-to-SQL problems': one task-like word before a cue noun."""
    found: list[TaskMention] = []
    tokens = view.tokens
    scan = scan or _scan(view, rules)
    for index in scan.where(W_CUE):
        if index == 0:
            continue
        cue = tokens[index].lower
        before = index - 1
        while before > 0 and tokens[before].text.isspace():
            before -= 1
        word = tokens[before]
        lower = word.lower
        if lower in rules.not_tasks or lower in rules.modifier_stops or lower in rules.verbs \
                or 1 in taken[word.start : word.end]:  # fmt: skip
            continue
        task_like = (
            bool(_ACRONYM_WORD.match(word.text) and word.text.rstrip("s") in rules.acronyms)
            or is_x_to_y(word.text, rules)
            # 'coding tasks', but not 'emerging challenges', 'daunting problems'
            or (lower.endswith("ing") and word.text.isalpha() and len(lower) > 5 and cue.startswith(("task", "bench"))
                and (word.text.islower() or word.sentence_start)
                and not (_is_verb_form(lower, rules) and not is_modifier(tokens[_previous_word(tokens, before)], rules, taken)))
        )
        if not task_like:
            continue
        if lower.endswith("ing") and not cue.endswith("s") and _modifies_a_noun(tokens, index):
            continue  # the cue noun modifies what follows: 'improving task performance', 'ensuring benchmark reliability'
        first = _modifiers_start(tokens, before, rules, taken, view.sentence_at(word.start)[0])
        start = tokens[first].start
        if task_name(view.text[start : word.end]).lower() in rules.not_tasks:
            start = word.start
        found.append(TaskMention(start, word.end, "task/cue-noun"))
    return found


def _is_verb_form(lower: str, rules: TaskRules) -> bool:
    """An -ing form of a verb that never names a task ('improving task accuracy', 'enhancing benchmark scores')."""
    stem = lower[:-3]
    return stem in rules.verbs or f"{stem}e" in rules.verbs or (len(stem) > 3 and stem[-1] == stem[-2] and stem[:-1] in rules.verbs)


def _modifies_a_noun(tokens: Sequence[Token], index: int) -> bool:
    """Is tokens[index] followed by a lower-case content word it modifies ('task' of 'task accuracy')?"""
    following = _next_word(tokens, index, len(tokens))
    return following < len(tokens) and tokens[following].text.isalpha() and tokens[following].text.islower() and \
        tokens[following].lower not in _BARE_FOLLOWERS  # fmt: skip


# 'A, B, and C' (two or more commas or one 'and' / 'or'): items of up to three words
# (a word is taken whole, possessively: what follows a word in the pattern (white space, a comma, the list's end)
# never needs a letter of it back, so giving letters back only found failures, at every letter: 57 -> 11 us a sentence)
_LIST_ITEM = r"[A-Za-z][\w\-/]*+(?:[ \t\n]+[A-Za-z][\w\-/]*+){0,2}"
# (a list never starts inside a word: the lookbehind spares the engine a retry at every letter)
_TASK_LIST = re.compile(rf"(?<![\w\-/])(?P<items>{_LIST_ITEM}(?:,\s+{_LIST_ITEM})+,?\s+(?:and|or)\s+{_LIST_ITEM})")
# the cue that makes a list a list of tasks: 'tasks such as A, B and C' before it, 'A, B and C tasks' after it
_LIST_CUE_BEFORE = re.compile(r"\b(?:tasks?|benchmarks?|problems?)\s*(?:,\s*)?(?:such as|including|like|e\.g\.,?|:|--|—|\()\s*$")
_TASKS_SUCH_AS = re.compile(r"\btasks\s*(?:,\s*)?(?:such as|including|like|e\.g\.,?)\s")
_NAMED_AS_TASKS = re.compile(_TASKS_SUCH_AS.pattern + "*$")
_LIST_CUE_AFTER = re.compile(r"^\s+(?:tasks?|benchmarks?|problems?)\b")
_ITEM_ENDINGS = ("tion", "sion", "sis")  # not "-ing": 'fish farming', 'accounting' are activities


def list_mentions(view: TextView, rules: TaskRules, taken: bytearray, candidates: Sequence[TaskMention]) -> list[TaskMention]:
    """The other items of a list of tasks: 'across QA, verification, and NLI tasks', 'tasks such as semantic
    search, re-ranking and textual similarity'. The list must be cued as tasks and hold a task found by the
    other rules; an item is a task when it is shaped as one (an action noun, a known task acronym)."""
    found: list[TaskMention] = []
    text = view.text
    spans = [(m.start, m.end) for m in candidates]
    for match in _cued_lists(view, spans):
        items = _list_items(text, *match.span("items"), rules)
        if len(items) < 2:
            continue
        start, end = items[0][0], items[-1][1]
        sentence_start = view.sentence_at(start)[0]
        cued_before = _LIST_CUE_BEFORE.search(text[max(sentence_start, start - 40) : start]) is not None
        if not cued_before and _LIST_CUE_AFTER.match(text[end : end + 20]) is None:
            continue
        if len(items) < 3 and not cued_before:
            continue  # 'A and B tasks' alone is too weak a cue: 'reasoning and planning tasks'
        known = [any(a < e and s < b for a, b in spans) for s, e in items]
        # only 'tasks such as A, B and C' says what its items are without a known task among them; there the
        # items are read in order up to the first that is not shaped as a task, which may begin another phrase
        # ('including arithmetic, algebra, and number theory, and identifies step-level reasoning errors')
        named_only = not any(known)
        before = text[max(sentence_start, start - 60) : start]
        named_as = _NAMED_AS_TASKS.search(before)
        if named_only and named_as is None:
            continue
        # 'speech recognition tasks, including child speech and ...': the items are settings of a named task
        cue_words = before[: named_as.start()].split() if named_as else []
        of_a_task = bool(cue_words) and rules.head_words[cue_words[-1].lower()] in rules.heads
        for (item_start, item_end), is_known in zip(items, known, strict=True):
            words = text[item_start:item_end].split()
            if is_known or 1 in taken[item_start:item_end] or \
                    task_name(text[item_start:item_end]).lower() in rules.not_tasks:  # fmt: skip
                continue
            last = words[-1]
            task_word = rules.head_words[last.lower()] in rules.heads or last.lower().endswith(_ITEM_ENDINGS)
            if last in rules.acronyms or (last[0].islower() and last.replace("-", "").isalpha() and task_word):
                found.append(TaskMention(item_start, item_end, "task/list-item"))
            elif named_only and not of_a_task and _is_named_item(words, rules):
                found.append(TaskMention(item_start, item_end, "task/named-list-item"))
            elif named_only:
                break
    return found


def _is_named_item(words: Sequence[str], rules: TaskRules) -> bool:
    """An item of 'tasks such as A, B, and C' that is a plain noun phrase ('semantic search', 'textual
    similarity'): two or three lower-case words, no verb, function word, number or -ing / -ed / -ly word before the
    last, and a last word that names a thing (not an adjective: 'medical, legal, and financial')."""
    if not 2 <= len(words) <= 3:
        return False
    for word in words:
        lower = word.lower()
        if not (word.islower() and lower.replace("-", "").isalpha()) or lower in rules.modifier_stops \
                or lower in rules.verbs:  # fmt: skip
            return False
    if any(word.endswith(("ing", "ed", "ly")) for word in words[:-1]):
        return False  # 'using retrieval', 'improved recall', 'jointly trained'
    return is_noun_modifier(words[-1], rules) and not words[-1].endswith(("ing", "ed", "s"))


def _cued_lists(view: TextView, spans: Sequence[tuple[int, int]] | None = None) -> Iterator[re.Match[str]]:
    """The lists of the sentences that hold a cue word: the list pattern backtracks at every word it is tried
    on (a millisecond an abstract over the whole text), and a list without a cue in its sentence is not read. No
    list crosses a sentence end: its items hold no '.', '?' or '!'. With ``spans`` (the tasks found so far), only
    the sentences holding one: a list is read only when one of its items is a known task."""
    text = view.text
    sentences = view.sentences
    starts = view.sentence_starts
    searched = -1
    for cue in _cue_word_starts(text):
        if cue and _WORD_CHAR.match(text, cue - 1):
            continue  # 'subtasks': the cue word starts a word
        index = bisect_right(starts, cue) - 1
        if index <= searched or index < 0:
            continue
        searched = index
        start, end = sentences[index]
        if spans is not None and not any(a < end and start < b for a, b in spans) \
                and (text.find("tasks", start, end) == -1 or _TASKS_SUCH_AS.search(text, start, end) is None):  # fmt: skip
            continue
        # a list holds ', ' and ' and ' or ' or ': without both the pattern cannot match (and costs most there)
        comma = text.find(",", start, end)
        if comma != -1 and _AND_OR.search(text, start, end):
            yield from _TASK_LIST.finditer(text, _list_search_start(text, start, comma), end)


def _cue_word_starts(text: str) -> list[int]:
    """Where the matches of :data:`_CUE_WORD_END` start, in order: each word found by ``str.find``, then matched
    there (the regex engine tries the alternation at every character: 8-9 -> ~3 us a document). A word's match
    cannot overlap another's, so these are the starts of the pattern's own scan."""
    starts = []
    for word in _CUE_WORDS:
        position = text.find(word)
        while position != -1:
            if _CUE_WORD_END.match(text, position):
                starts.append(position)
            position = text.find(word, position + 1)
    return sorted(starts)


def _list_search_start(text: str, start: int, comma: int) -> int:
    """Where the first match of :data:`_TASK_LIST` in a sentence (from ``start``, its first comma at ``comma``) can
    start at the earliest: a list's first item holds no comma and is followed by one, and it is at most three
    words, each inside a chunk without white space, so it starts no earlier than the third-last chunk before the
    sentence's first comma. The engine need not try the words before it (its lookbehind still reads them)."""
    pieces = text[start:comma].rsplit(None, 3)
    return start + len(pieces[0]) if len(pieces) == 4 else start


# the cue words, a whole word ('\b' before them is checked by hand: leading the pattern, it keeps the regex engine
# from skipping ahead to the first letters)
_CUE_WORD_END = re.compile(r"(?:tasks?|benchmarks?|problems?)\b")
_CUE_WORDS = ("task", "benchmark", "problem")
_WORD_CHAR = re.compile(r"\w")
_AND_OR = re.compile(r"\s(?:and|or)\s")


_LIST_PIECE = re.compile(r"(?:(?!,|\s(?:and|or)\s).)+", re.DOTALL)
_NON_SPACE = re.compile(r"\S+")


def _list_items(text: str, start: int, end: int, rules: TaskRules) -> list[tuple[int, int]]:
    """The items of a list 'A, B, and C' as spans, less leading function words ('across QA' -> 'QA')."""
    items = []
    pieces = list(_LIST_PIECE.finditer(text[start:end]))
    for number, piece in enumerate(pieces):
        item_start, item_end = start + piece.start(), start + piece.end()
        keep = list(_NON_SPACE.finditer(text[item_start:item_end]))
        while keep and (keep[0].group().lower() in rules.modifier_stops or keep[0].group().lower() in rules.verbs
                        or keep[0].group().lower() in ("and", "or")):  # fmt: skip
            keep.pop(0)
        if number == 0:  # the first item starts after the last function word: 'results on QA' -> 'QA'
            cut = max((i + 1 for i, w in enumerate(keep)
                       if w.group().lower() in rules.modifier_stops or w.group().lower() in rules.verbs), default=0)
            keep = keep[cut:]
        if number == len(pieces) - 1:  # the last item ends before a cue or a function word: 'NLI tasks with'
            cut = next((i for i, w in enumerate(keep) if w.group().lower() in rules.modifier_stops), len(keep))
            keep = keep[:cut]
        if any(w.group().lower() in rules.modifier_stops for w in keep):
            return []  # a clause, not a list of names
        if keep:
            items.append((item_start + keep[0].start(), item_start + keep[-1].end()))
    return items


MAX_TASK_OF_WORDS = 5  # 'the task of 3D gaming map art creation'


def task_of_mentions(view: TextView, rules: TaskRules, taken: bytearray, scan: _Scan | None = None) -> list[TaskMention]:
    """'the task of video chaptering': the noun phrase after 'task of' names the task. A gerund with its
    object ('the task of estimating 3D structure') describes it instead, and 'the problem of' most often
    names a difficulty ('the problem of misalignment'), so neither is read."""
    found: list[TaskMention] = []
    tokens = view.tokens
    scan = scan or _scan(view, rules)
    words = scan.words
    for position in scan.where(W_TASK, word_positions=True):
        if position >= len(words) - 2 or scan.word_lowers[position + 1] != "of":
            continue
        phrase = []
        stop = ""
        for index in words[position + 2 : position + 2 + MAX_TASK_OF_WORDS + 1]:
            token = tokens[index]
            if not _WORD.match(token.text) or token.lower in rules.modifier_stops or token.lower in rules.verbs \
                    or 1 in taken[token.start : token.end]:  # fmt: skip
                stop = token.lower
                break
            phrase.append(token)
        # the name ends at its head: 'the task of 2D animal pose estimation plays a role'
        ends = [i for i, token in enumerate(phrase) if rules.word_classes[token.lower] & W_HEAD]
        if ends:
            phrase = phrase[: ends[0] + 1]
        elif stop in _COORDINATORS:
            continue  # the head comes after a coordinated part: 'the task of joint egocentric video and human motion generation'
        if not phrase or len(phrase) > MAX_TASK_OF_WORDS:
            continue
        first, last = phrase[0].lower, phrase[-1].lower
        if first.endswith("ing") and first not in rules.heads and len(phrase) > 1:
            continue  # a gerund with its object: 'the task of identifying inputs'
        if any(t.lower.endswith("ly") and t.lower not in rules.ly_nouns for t in phrase) or last.endswith("ed") \
                or (first[0].isdigit() and not _DIMENSION.match(first)):  # fmt: skip
            continue  # 'automatically creating', '16 targeted languages'
        if (last.endswith("s") and not last.endswith(_NOT_PLURAL)) or (len(phrase) == 1 and last not in rules.heads):
            continue  # a task is named in the singular; one word must be a task noun
        start, end = phrase[0].start, phrase[-1].end
        if task_name(view.text[start:end]).lower() not in rules.not_tasks:
            found.append(TaskMention(start, end, "task/task-of"))
    return found


def is_x_to_y(word: str, rules: TaskRules) -> bool:
    """'text-to-SQL', 'speech-to-text', 'image-to-video': a mapping between two modalities names a task."""
    match = _X_TO_Y.match(word)
    return match is not None and all(part.lower() in rules.modalities for part in match.groups())


def x_to_y_mentions(view: TextView, rules: TaskRules, taken: bytearray, scan: _Scan | None = None) -> list[TaskMention]:
    """A modality-to-modality word on its own ('text-to-SQL', 'text-to-speech models')."""
    found: list[TaskMention] = []
    tokens = view.tokens
    scan = scan or _scan(view, rules)
    for index in scan.where(W_TO):
        token = tokens[index]
        if not is_x_to_y(token.text, rules) or 1 in taken[token.start : token.end]:
            continue
        following = _next_word(tokens, index, len(tokens))
        if following < len(tokens) and scan.classes[following] & W_HEAD:
            continue  # 'text-to-image generation': the head rule reads the whole phrase
        found.append(TaskMention(token.start, token.end, "task/x-to-y"))
    return found


def acronym_tasks(view: TextView, rules: TaskRules, candidates: list[TaskMention]
                  ) -> tuple[list[TaskMention], set[str], set[str], set[tuple[int, int]]]:
    """Both halves of the acronym definitions whose long form is a task; the short forms defined as tasks; the
    short forms the abstract defines as something else ('attack success rate (ASR)'); and the spans of the task
    candidates whose definition names a part of a method (:func:`_names_a_part`)."""
    text = view.text
    found: list[TaskMention] = []
    defined: set[str] = set()
    otherwise: set[str] = set()
    parts: set[tuple[int, int]] = set()
    part_end = -1  # where the last definition of a part ends
    ends = {candidate.end: candidate for candidate in candidates}
    for (long_start, long_end), (short_start, short_end) in find_acronym_pairs(view):
        short = text[short_start:short_end]
        long_end -= len(text[long_start:long_end]) - len(text[long_start:long_end].rstrip())  # a line break
        task = ends.get(long_end)
        if task is None and short.rstrip("s").endswith("P"):
            # 'capacitated vehicle routing problems (CVRPs)': the initials take 'problem', which is then the name's
            named = _PROBLEM_END.search(text, long_start, long_end)
            task = ends.get(named.start()) if named is not None else None
        if task is None:
            # two heads of one object share its short form: 'image forgery detection and localization (IFDL)'
            coordinated = _COORDINATED_HEAD.search(text, long_start, long_end)
            if coordinated is not None and coordinated.group(1).lower() in rules.heads:
                task = ends.get(coordinated.start())
        if task is None:
            # a known task acronym keeps its reading unless the definition names a measure or a thing
            # ('attack success rate (ASR)'), not an action ('Simultaneous Localization and Mapping (SLAM)')
            if short not in rules.acronyms or not text[long_start:long_end].lower().endswith(_ACTION_ENDINGS):
                otherwise.add(short)
            continue
        if task.start > long_start and _CONNECTORS.search(text, long_start, task.start):
            otherwise.add(short)  # 'Calibration and Uncertainty for ... Segmentation (CURVAS)' names an event
            continue
        # the definition gives the long form ('automated speech recognition (ASR)'), less a leading 'the'
        start = long_start
        while text[start:long_end].split(maxsplit=1)[0].lower() in _DETERMINERS and " " in text[start:long_end]:
            start += len(text[start:long_end].split(maxsplit=1)[0])
            start += len(text[start:long_end]) - len(text[start:long_end].lstrip())
        if not _initials_cover(text[long_start:long_end], short) and not _initials_cover(text[start:long_end], short) \
                and not (task.start < start and _initials_cover(text[task.start : long_end], short)) \
                and not _coins_task_acronym(text[task.start if task.start < start else start : long_end], short, rules):
            otherwise.add(short)
            continue
        if task.start < start and task.rule == "task/head-noun":
            start = task.start  # modifiers the initials leave out: 'satellite image super-resolution (SR)'
        if task.rule != "task/lexicon" and short not in rules.acronyms and (
                (part_end >= 0 and _COORDINATED_PART.match(text, part_end, start)) or _names_a_part(view, start, long_end, short_end, rules)):
            otherwise.add(short)  # (the next definition joined to this one by 'and' is a part too: 'CMCL includes
            parts.add((task.start, task.end))  # Pseudo-label Generation (PLG) and Cross-modal ... Diagnosis (CMCD)')
            part_end = short_end
            continue
        long_mention = TaskMention(start, long_end, "task/acronym-long-form", is_long_form=True)
        short_mention = TaskMention(short_start, short_end, "task/acronym")
        long_mention.partner, short_mention.partner = short_mention, long_mention
        found.extend((long_mention, short_mention))
        defined.add(short)
        if short.endswith("s") and short[:-1].isupper():
            defined.add(short[:-1])  # 'routing problems (CVRPs)' ... 'CVRP instances'
    return found, defined, otherwise, parts


# what joins two definitions of parts: '), and ', ', '
_COORDINATED_PART = re.compile(r"\)[ \t\n]*,?[ \t\n]*(?:(?:and|or)[ \t\n]+)?$")
# a list of a method's parts, from its colon to the long form: 'two core modules: X (A) and', 'three key
# innovations: (1) ', 'two steps: i) '
_PARTS_LIST = re.compile(r"\b([A-Za-z]+)[ \t\n]*:[^:;]*$")
# a part set off by a comma, in the singular: 'our core mechanism, ', 'a novel framework, Optimized '
_PART_APPOSITION = re.compile(r"\b([A-Za-z]+),[ \t\n]*(?:(?:namely|called|named|dubbed|termed)[ \t\n]+)?"
                              r"(?:[A-Z][\w\-]*[ \t\n]+){0,2}$")
# a part of a method named by its acronym: 'CMCL includes '
_NAMED_PART_OF = re.compile(r"\b[A-Z][\w\-]*[A-Z][\w\-]*[ \t\n]+(?:includes|comprises|consists[ \t\n]+of|contains)[ \t\n]+$")
# 'the Rapid Entire Body Assessment (REBA) method', 'a novel Blur-adaptive Latent Camera Estimation (BLCE) method'
_DETERMINED_BEFORE = re.compile(r"\b(?:the|a|an|our|this)[ \t\n]+(?:[a-z][\w\-]*[ \t\n]+){0,2}$", re.IGNORECASE)
_FOLLOWING_NOUN = re.compile(r"\)?[ \t\n]*([A-Za-z]+)")  # after the short form's parenthesis
# a word that is neither a name's capitalised word nor one of its small words
_LOWER_WORD = re.compile(r"(?<![\w\-])(?!(?:and|or|of|for|in|on|with|to|the|a|an|via|by)\b)[a-z]")


def _names_a_part(view: TextView, long_start: int, long_end: int, short_end: int, rules: TaskRules) -> bool:
    """Does the acronym definition ``text[long_start:short_end]`` name the paper's method or a part of it rather
    than a task: listed after a part noun and a colon ('two core modules: Cross-modal Consistency Learning (CMCL)
    and ...'), set off after one by a comma ('our core mechanism, Boundary ... Multi-Task Learning (BCRM)'), listed
    as what a named method includes ('CMCL includes Pseudo-label Generation (PLG)'), or, written in Title Case, as
    'the X (A) method' ('the Rapid Entire Body Assessment (REBA) method')? The caller leaves known task names and
    acronyms alone ('a novel end-to-end Vision-Language Navigation (VLN) framework')."""
    text = view.text
    sentence_start = view.sentence_at(long_start)[0]
    window = max(sentence_start, long_start - 200)
    listed = _PARTS_LIST.search(text, window, long_start)
    if listed is not None and listed.group(1).lower() in rules.part_nouns:
        return True
    apposition = _PART_APPOSITION.search(text, window, long_start)
    if apposition is not None and apposition.group(1).lower() in rules.part_nouns and \
            not apposition.group(1).endswith("s"):  # (not a clause's end: 'vision algorithms, Fine-Grained ...')
        return True
    if _NAMED_PART_OF.search(text, window, long_start):
        return True
    following = _FOLLOWING_NOUN.match(text, short_end)
    return following is not None and following.group(1).lower() in rules.part_nouns and \
        _DETERMINED_BEFORE.search(text, window, long_start) is not None and \
        _LOWER_WORD.search(text, long_start, long_end) is None  # fmt: skip


_PROBLEM_END = re.compile(r"[ \t\n]+[Pp]roblems?$")
_COORDINATED_HEAD = re.compile(r"[ \t\n]+(?:and|or|&)[ \t\n]+([a-z][a-z\-]*)$")
_FUNCTION_WORDS = frozenset(["without", "with", "for", "and", "or", "of", "in", "on", "the", "a", "but", "which", "that"])
_CONNECTORS = re.compile(r"(?<![-–])\b(?:and|or|for|in|of|on|with|via|to)\b(?![-–])", re.IGNORECASE)
_ACTION_ENDINGS = ("tion", "sion", "ing", "sis", "ment", "ance", "val")
_DETERMINERS = frozenset(["the", "a", "an", "our", "their", "its", "this", "these", "that", "those"])


def _initials_cover(long_text: str, short: str) -> bool:
    letters = initials(re.split(r"[\s\-–]+", long_text)).upper()
    wanted = _DASHES.sub("", short.rstrip("s")).upper()  # 'Conditional Semantic Textual Similarity (C-STS)'
    if letters and (letters == wanted or wanted in letters or letters.startswith(wanted[:2])):
        return True
    # a hyphenated compound gives one letter ('multi-hop question answering (MQA)', 'Zero-shot Image Captioning
    # (ZIC)'); a modality mapping gives one to each part, '2' standing for 'to' ('text-to-speech (TTS)',
    # 'speech-to-text translation (S2TT)', 'text-to-image generation (T2I)')
    words = long_text.split()
    if wanted == "".join(word[0] for word in words).upper():
        return True
    mapped = "".join(part[0] for word in words for part in _DASH.split(word) if part).upper()
    wanted = wanted.replace("2", "T")
    return len(wanted) > 2 and mapped.startswith(wanted) and "-TO-" in long_text.upper()


def _coins_task_acronym(long_text: str, short: str, rules: TaskRules) -> bool:
    """A short form that takes more than a letter of some word of a task's long form ('Person re-identification
    (ReID)', 'Real-World Image Super-Resolution (Real-ISR)', 'Document Question Answering (DocQA)'): its letters
    in order, the first at a word's start (Schwartz & Hearst), more letters than words, and a long form that ends
    in a head that names a task after any modifier: a weak head leaves such a coinage a method's name
    ('Low-Rank Adaptation (LoRA)')."""
    words = [word for word in re.split(r"[\s\-–]+", long_text) if word]
    wanted = short.rstrip("s")
    last = long_text.lower().rsplit(maxsplit=1)[-1] if long_text.strip() else ""
    strong = last in rules.strong_heads or last in rules.standalone_heads or last in _SPELLED_OUT_HEADS
    return strong and len(wanted) > len(words) and spelled_out(wanted, long_text)


# hyphenated heads whose parts the initials would split ('re-identification': 'ID')
_SPELLED_OUT_HEADS = frozenset(["re-identification", "reidentification", "super-resolution"])


def acronym_occurrences(view: TextView, rules: TaskRules, acronyms: set[str] | frozenset[str], named: bytearray,
                        taken: bytearray, scan: _Scan | None = None) -> list[TaskMention]:
    """Every mention of a task acronym (defined here, or known to the lexicon), with its modifiers
    ('multilingual ASR', 'medical KE')."""
    found: list[TaskMention] = []
    tokens = view.tokens
    if scan is not None:
        # an acronym after a dimension ('4D-SLAM'), among the few words with a dash: the words the loop below
        # keeps beside the acronyms themselves (what _has_dimension_start tells of the text, read at each dash)
        dimensioned = set()
        for index in scan.dashed:
            if tokens[index].text[0] not in _NONZERO_DIGITS:
                continue  # (no dimension starts the word: what _DIMENSION reads first)
            dimension, dash, acronym = tokens[index].text.rpartition("-")
            if dash and acronym in acronyms and _DIMENSION.match(dimension.lower()):
                dimensioned.add(tokens[index].text)
        # no word is an acronym, in any case: no word carries W_ACRONYM (a known one), and none is one defined here
        # (few; the lower-case words are at hand)
        if not dimensioned and not flagged(scan.classes, W_ACRONYM):
            # (most documents define no acronym beyond the known ones: no set of their lower-case forms to test)
            defined_here = acronyms.difference(rules.acronyms)
            if not defined_here or {word.lower() for word in defined_here}.isdisjoint(scan.lowers):
                return found
        present = acronyms.intersection(map(itemgetter(2), tokens)) | dimensioned
    else:
        # the words that are an acronym or end in one ('SLAM' of '4D-SLAM'): the only tokens read below
        words = set(map(itemgetter(2), tokens))
        present = set(acronyms.intersection(words))
        if _has_dimension_start(view.text):  # '4D-SLAM': an acronym after a dimension
            present.update(word for word in words if "-" in word and word.rpartition("-")[2] in acronyms)
    if not present:
        return found
    for index in compress(range(len(tokens)), map(present.__contains__, map(itemgetter(2), tokens))):
        token = tokens[index]
        dimension, _, acronym = token.text.rpartition("-")
        if not (token.text in acronyms or (acronym in acronyms and _DIMENSION.match(dimension.lower()))) or \
                1 in named[token.start : token.end]:  # fmt: skip
            continue  # 'SLAM', and with its dimension '4D-SLAM'
        following = _next_word(tokens, index, len(tokens))
        if following < len(tokens) and tokens[following].lower in _DATA_NOUNS and index > 0 and \
                tokens[_previous_word(tokens, index)].lower == "the":  # fmt: skip
            continue  # 'the ETD dataset' names a dataset (but 'event VFI datasets' are the task's)
        if _MEASURED_BEFORE.search(view.text, max(0, token.start - 40), token.start) or \
                _MEASURED_AFTER.match(view.text, token.end):  # fmt: skip
            continue  # a measure with its value: 'achieves up to 95.23% ASR', 'ASR up to 64.63%', 'a mean ASR'
        first = _modifiers_start(tokens, index, rules, taken, view.sentence_at(token.start)[0])
        # only plain lower-case words, dimensions and the settings that make a task join an acronym: not 'Llama ASR',
        # 'event-based VFI' (but 'cross-lingual RE', 'zero-shot HOI', as 'cross-lingual summarization' is a task)
        while first < index and not ((tokens[first].text.isalpha() and tokens[first].text.islower())
                                     or _DIMENSION.match(tokens[first].lower) or _setting_word(tokens[first].text)):  # fmt: skip
            first += 1
        if first < index and _next_word(tokens, first, index) == index and tokens[first].lower in rules.generic_modifiers:
            first = index  # 'a joint ASR and pitch accent detection model': together, not which task
        found.append(TaskMention(tokens[first].start, token.end, "task/acronym-mention"))
    return found


_CROSS_SETTING = re.compile(r"^cross-[a-z]+$")


def _setting_word(text: str) -> bool:
    """A lower-case setting that makes a task before an acronym: 'cross-lingual', 'cross-domain', 'zero-shot'."""
    return text in _SHOT_SETTINGS or _CROSS_SETTING.match(text) is not None


_DIMENSION_START = re.compile(r"[1-9][dD][-–/]")


def _has_dimension_start(text: str) -> bool:
    """Whether :data:`_DIMENSION_START` matches in the text, read at its few dashes and slashes, found by
    ``str.find``: the regex engine tries the digit class at every character (6-8 -> ~2 us a document)."""
    for joiner in "-–/":
        position = text.find(joiner, 2)
        while position != -1:
            if text[position - 1] in "dD" and text[position - 2] in _NONZERO_DIGITS:
                return True
            position = text.find(joiner, position + 1)
    return False


_NONZERO_DIGITS = frozenset("123456789")
# a percentage right before the acronym (perhaps with a comparative: '24-60% higher ASR'), or a statistic word: the
# acronym names a measure there ('attack success rate'), not a task; and a percentage after it ('ASR of 82.68%')
_PERCENT = r"\d+(?:\.\d+)?[ \t]*(?:\\?%|percent\b)"
_MEASURED_BEFORE = re.compile(rf"(?:{_PERCENT}\)?[ \t\n]+(?:(?:higher|lower|greater|mean|average)[ \t\n]+)?|"
                              r"\b(?:mean|average|maximum|minimum|absolute)[ \t\n]+)$", re.IGNORECASE)
_MEASURED_AFTER = re.compile(rf"[ \t\n]*(?::|=|of|up[ \t\n]+to|above|below|over|reaching|exceeding)?[ \t\n]*[~≈]?"
                             rf"[ \t\n]*{_PERCENT}", re.IGNORECASE)


def _resolve(mentions: list[TaskMention]) -> list[TaskMention]:
    """Among overlapping task readings keep the longest (then the earliest)."""
    kept: list[TaskMention] = []
    taken = bytearray(max(map(_END, mentions), default=0) + 1)
    for mention in sorted(mentions, key=lambda m: (-_STRENGTH.get(m.rule, 1), -(m.end - m.start), m.start)):
        if 1 not in taken[mention.start : mention.end]:
            kept.append(mention)
            taken[mention.start : mention.end] = b"\x01" * (mention.end - mention.start)
    return sorted(kept, key=_START)


_STRENGTH = {"task/acronym-long-form": 3, "task/acronym": 3, "task/lexicon": 2}
_START, _END = attrgetter("start"), attrgetter("end")  # (C calls, where a lambda is a Python call a mention)


def find_tasks(view: TextView, rules: TaskRules, entities: Sequence[Mention]) -> list[TaskMention]:
    """All task mentions of a document, in order. Named models and datasets are never part of a task."""
    named = bytearray(len(view.text) + 1)  # models, datasets and proposed names: never part of a task
    # the names too (marked in both as they are found), and known methods' acronyms: never a task's modifier ('OBS
    # reconstruction')
    taken = bytearray(len(view.text) + 1)
    token_starts = view.token_starts
    for entity in entities:
        # a name-shaped piece of a word ('to-SQL' in 'text-to-SQL') is no name
        if entity.proposed or (entity.label in ("model", "dataset") and _is_token_start(token_starts, entity.start)
                               and not _known_task_acronym(view, entity, rules)):  # fmt: skip
            named[entity.start : entity.end] = taken[entity.start : entity.end] = b"\x01" * (entity.end - entity.start)
        elif entity.label == "method" and entity.priority >= P_LEXICON and not entity.is_long_form and \
                entity.partner is None and view.text[entity.start : entity.end].isupper():
            taken[entity.start : entity.end] = b"\x01" * (entity.end - entity.start)
        elif entity.label == "metric" and entity.rule == "metric/known-metrics" and \
                view.text[entity.start : entity.end].islower():
            # a known measure ('accuracy', 'precision') is not a task's modifier: 'precision trajectory prediction'
            taken[entity.start : entity.end] = b"\x01" * (entity.end - entity.start)
    for start, end in view.markup.math:
        taken[start:end] = b"\x01" * (end - start)  # a formula or variable is no task word: '$k$-means', 'top-$k$'
    scan = _scan(view, rules)
    candidates = head_mentions(view, rules, taken, scan) + lexicon_mentions(view, rules, taken, scan)
    if any(m.inner_definition for m in candidates):
        # an acronym the entity rules read as a name ('Byte-Pair Encoding (BPE) tokenization', 'Maximum A
        # Posteriori (MAP) estimation') names the means, not the task's object
        candidates = [m for m in candidates if not m.inner_definition or not any(
            m.start < entity.end and entity.start < m.end for entity in entities)]
    # a modality mapping is a long form too: 'text-to-speech (TTS)'
    x_to_y = x_to_y_mentions(view, rules, taken, scan)
    acronym_pairs, defined, otherwise, parts = acronym_tasks(view, rules, candidates + x_to_y)
    if parts:
        candidates = [m for m in candidates if (m.start, m.end) not in parts]
        x_to_y = [m for m in x_to_y if (m.start, m.end) not in parts]
    # (the known acronyms themselves when the abstract defines none: most documents, no copy of the set)
    known = (set(rules.acronyms) - otherwise) | defined if otherwise or defined else rules.acronyms
    candidates += acronym_pairs + cue_mentions(view, rules, taken, scan)
    candidates += acronym_occurrences(view, rules, known, named, taken, scan) + x_to_y
    candidates += task_of_mentions(view, rules, taken, scan)
    candidates += list_mentions(view, rules, taken, candidates)
    paired = {(m.start, m.end) for m in acronym_pairs}
    candidates = [m for m in candidates if not m.title_case or (m.start, m.end) in paired]
    # an acronym definition is judged at its short form: 'Feature Matching (NNFM) loss'
    short_ends = {(m.start, m.end): m.partner.end for m in acronym_pairs if m.is_long_form and m.partner is not None}
    candidates = [m for m in candidates
                  if not _names_a_component(view, short_ends.get((m.start, m.end), m.end), rules,
                                            products=not m.rule.startswith("task/acronym"))]
    # a task phrase right after 'without' is a step left out ('directly from features without image reconstruction'),
    # not the task solved; the bare object of 'we propose / introduce / present' is what the paper proposes, a method
    # ('we propose KV cache compression to remove caches', 'we introduce substructure-level tokenization'), unless
    # named as a task or as what is evaluated ('introduces generalized face discovery (GFD), a novel open-world face
    # recognition task', 'present X evaluations') or said what it is taken as ('introduce geolocation prediction as
    # an auxiliary task', 'propose cross-lingual coreference resolution as a way of transferring information')
    dropped = [(m.start, m.end) for m in candidates if _after_a_cue_word(view.text, m.start) and (
               _LEFT_OUT.search(view.text, max(0, m.start - 12), m.start)
               or (_PROPOSED.search(view.text, max(0, m.start - 12), m.start) and not _NAMED_AFTER.match(view.text, m.end))
               or _is_means(view.text, m, rules, candidates))]
    if dropped:
        # an acronym definition goes with its long form ('without Optical Character Recognition (OCR)')
        dropped += [(m.partner.start, m.partner.end) for m in candidates
                    if m.partner is not None and (m.start, m.end) in dropped]
        candidates = [m for m in candidates if not any(a <= m.start and m.end <= b for a, b in dropped)]
    mentions = _resolve(candidates)
    cues: dict[tuple[int, int], re.Match[str] | None] = {}
    lower = view.text.lower() if mentions else None
    if lower is not None and _may_introduce_a_task(lower):  # (most abstracts cannot: every mention stays unproposed)
        for mention in mentions:
            mention.proposed = _introduced(view, mention, cues, lower)
    return mentions


def _may_introduce_a_task(lower: str) -> bool:
    """What every match of _NEW_TASK holds, read in the lower-case text: 'new' or 'novel', and 'task' or 'problem'.
    (The pattern reads them without case; of their letters only 's' has a case form besides its ASCII ones that
    str.lower leaves as it is, the long s of 'taſk'.) Four in five abstracts lack one or the other."""
    return ("new" in lower or "novel" in lower) and ("task" in lower or "problem" in lower or "taſk" in lower)


# the words that end the 12 characters before a phrase, less the white space, wherever _LEFT_OUT, _PROPOSED or
# _MEANS_BEFORE match there (test_speed_task_compounds checks each of their words is here)
_DROPPING_WORDS = ("without", "propose", "proposes", "introduce", "introduces", "present", "presents", "via", "using",
                     "leveraging", "applying", "employing", "utilizing", "utilising")


def _after_a_cue_word(text: str, start: int) -> bool:
    """What every match of _LEFT_OUT, _PROPOSED and _MEANS_BEFORE before ``start`` needs: the window ends in one of
    their words. Read without case as they read it, by ``str.lower`` on ASCII (where the two agree; a window with
    other characters is left to the patterns): one test for a phrase instead of three searches."""
    window = text[max(0, start - 12) : start]
    return not window.isascii() or window.rstrip(" \t\n").lower().endswith(_DROPPING_WORDS)


_LEFT_OUT = re.compile(r"\bwithout[ \t\n]+$", re.IGNORECASE)
_PROPOSED = re.compile(r"\b(?:propose|proposes|introduce|introduces|present|presents)[ \t\n]+$", re.IGNORECASE)
def _is_means(text: str, mention: TaskMention, rules: TaskRules, candidates: Sequence[TaskMention]) -> bool:
    """A task phrase that is the whole object of 'via' / 'using' / 'leveraging' is the means of another act ('optimize
    anchor box sizes using K-means clustering'), not the task solved; not a known task name of the lexicon or a known
    task acronym ('using machine translation to create a parallel corpus', 'via ASR and TTS'), and not one the
    sentence then calls a task ('Using multilingual question answering ... as example tasks')."""
    if mention.rule not in ("task/head-noun", "task/acronym-mention") or text[mention.start : mention.end] in rules.acronyms:
        return False
    if not _MEANS_BEFORE.search(text, max(0, mention.start - 12), mention.start) or \
            not _PHRASE_ENDS.match(text, mention.end) or _AS_TASKS.match(text, mention.end, mention.end + 120):  # fmt: skip
        return False
    return not any(other.rule == "task/lexicon" and other.start < mention.end and mention.start < other.end
                   for other in candidates)


# the means of another act: 'reconstruct B-mode images via depth-resolved echo extraction', 'optimize anchor box sizes
# using K-means clustering'; the phrase must end there (not 'using SER models', 'using X as a case study')
_MEANS_BEFORE = re.compile(r"\b(?:via|using|leveraging|applying|employing|utilizing|utilising)[ \t\n]+$", re.IGNORECASE)
_AS_TASKS = re.compile(r"[^.;:!?]*\bas[ \t\n]+(?:[\w\-]+[ \t\n]+){0,3}(?:tasks?|case[ \t\n]+stud(?:y|ies)|use[ \t\n]+cases?)\b",
                       re.IGNORECASE)  # 'Using multilingual question answering, ... as example tasks'
_PHRASE_ENDS = re.compile(r"[ \t\n]*(?:[,.;:)]|(?:and|or|to|for|with|on|of|from|that|which|while|at|by|into|across|over|through|within|then)\b)")
_NAMED_AFTER = re.compile(r"[ \t\n]*(?:\([^()]{1,20}\)[ \t\n]*)?(?:,[ \t\n]*(?:an?|the)[ \t\n]+(?:[\w\-]+[ \t\n]+){0,4}"
                          r"(?:task|problem|challenge)s?\b|as\b|(?:task|problem|challenge|benchmark|result|"
                          r"evaluation|experiment)s?\b)", re.IGNORECASE)


def _is_token_start(token_starts: list[int], position: int) -> bool:
    index = bisect_left(token_starts, position)
    return index < len(token_starts) and token_starts[index] == position


def _names_a_component(view: TextView, end: int, rules: TaskRules, products: bool = True) -> bool:
    """A phrase ending at ``end`` before a component noun names a part of a method ('a keypoint extraction module',
    'a tokenization strategy', 'the NNFM loss'), not the task the paper solves; with ``products``, so does a phrase
    before a product noun ('multilingual reasoning paths', 'the image generation process', 'image generation
    quality'). A task's acronym keeps its reading there ('MT quality', 'OCR process'): the acronym is the task's name."""
    following = _FOLLOWING_WORD.match(view.text, end)
    if following is None:
        # a component after the phrase's own acronym: 'multi-scale change enhancement (MCE) modules'
        following = _FOLLOWING_ACRONYM.match(view.text, end)
        return following is not None and following.group(1).lower() in rules.component_nouns
    noun = following.group(1).lower()
    # a product noun right after the phrase ('reasoning paths'), not after an acronym definition: 'improve machine
    # translation (MT) quality' names the task
    return noun in rules.component_nouns or (products and noun in rules.product_nouns and view.text[end] != ")")


_FOLLOWING_WORD = re.compile(r"\)?[ \t\n]+((?:cross-|self-)?[A-Za-z]+)")  # 'cross-attention' whole
_FOLLOWING_ACRONYM = re.compile(r"[ \t\n]*\([A-Za-z0-9\-]{2,12}\)[ \t\n]+([A-Za-z]+)")


def _known_task_acronym(view: TextView, entity: Mention, rules: TaskRules) -> bool:
    """A known task acronym read as a dataset by its shape alone ('results on NER tasks') is the task's, and
    so is a definition of one that only a benchmark lexicon reads as a dataset ('tasks, such as Visual
    Question Answering (VQA)'; not 'the VQA dataset', whose context decided it)."""
    if entity.label != "dataset":
        return False
    surface = view.text[entity.start : entity.end]
    if entity.priority < P_LEXICON and (surface in rules.acronyms or is_x_to_y(surface, rules)):
        return True  # 'strong performance on Text-to-SQL': a mapping between modalities is a task, not a benchmark
    if entity.partner is None and surface in rules.acronyms and _MODIFIES_A_NOUN.match(view.text, entity.end):
        return True  # 'VQA benchmarks', 'VQA models', 'VQA pairs': the task, not a benchmark's name
    short = entity.partner if entity.is_long_form else entity
    return entity.partner is not None and short is not None and view.text[short.start : short.end] in \
        rules.acronyms and not _DATASET_AFTER.match(view.text, max(entity.end, entity.partner.end))  # fmt: skip


_MODIFIES_A_NOUN = re.compile(r"[ \t\n]+(?!and\b|or\b|while\b|through\b|both\b|with\b|in\b|on\b|to\b|for\b)[a-z]{3,}\b")
# what makes a defined task acronym name its dataset: 'the Visual Question Answering (VQA) dataset', 'VQA v2'
_DATASET_AFTER = re.compile(r"\)?\s*(?:[\w\-]+\s+)?(?:datasets?|benchmarks?|corpus|corpora|challenge|leaderboard|"
                            r"v\d|test|val|dev|split)\b", re.IGNORECASE)


_NEW_TASK = re.compile(r"\b(?:we|this (?:paper|work))\s+(?:\w+\s+){0,2}(?:introduce|propose|define|formulate|present)"
                       r"\w*\s+(?:a|the)\s+(?:new|novel)\s+(?:[\w\-]+\s+){0,3}(?:task|problem)\b", re.IGNORECASE)
_NEW_WORD = re.compile(r"new|novel", re.IGNORECASE)  # what every match of _NEW_TASK holds, read as it reads it


def _introduced(view: TextView, mention: TaskMention, cues: dict[tuple[int, int], re.Match[str] | None] | None = None,
                lower: str | None = None) -> bool:
    """'We introduce a new task, X': the task is the paper's own. (``cues`` keeps each sentence's search; ``lower``
    is the text in lower case, where 'new' and 'novel' are found by ``str.find``.)"""
    sentence = view.sentence_at(mention.start)
    if cues is not None and sentence in cues:
        cue = cues[sentence]
    else:
        # (a match holds 'new' or 'novel': most sentences hold neither, and the full pattern, led by a boundary
        # and read without case, is tried at every character of a sentence it is run on. No letter of the two
        # words has a case form but its ASCII one, so the lower-case text finds them where _NEW_WORD does, when
        # lowering kept every character's place)
        if lower is not None and len(lower) == len(view.text):
            new = lower.find("new", *sentence) != -1 or lower.find("novel", *sentence) != -1
        else:
            new = _NEW_WORD.search(view.text, *sentence) is not None
        cue = _NEW_TASK.search(view.text, *sentence) if new else None
        if cues is not None:
            cues[sentence] = cue
    return cue is not None and cue.start() < mention.start and mention.start - cue.end() < 60


# ---------------------------------------------------------------------------------------------------------
# Resolution with the entity readings


def resolve_with_entities(tasks: list[TaskMention], entities: list[Mention]) -> tuple[list[TaskMention], list[Mention]]:
    """Decide the spans read both as a task and as an entity, by this ordered policy:

    1. a name the abstract proposes stays that name;
    2. a task acronym (defined here as a task, or a known one not defined otherwise) and its long form are tasks;
    3. an entity inside the task, or on the same span, is the task's ('Video Frame Interpolation', 'CTF' in
       'CTF challenge solving'), unless it is a named model;
    4. a task inside an entity or crossing it is the entity's: 'classification accuracy' and 'instance
       segmentation accuracy' are metrics, 'Audio-Visual Contrastive Decoding' a method.
    """
    kept_entities: list[Mention] = []
    dropped_tasks: set[int] = set()
    # the characters some task covers: an entity that covers none overlaps no task and is kept (most do), with no
    # scan of the tasks (empty spans, which cover no character but may lie inside another, take the scan)
    covered = bytearray(max((task.end for task in tasks), default=0))
    for task in tasks:
        covered[task.start : task.end] = b"\x01" * (task.end - task.start)
    spans_empty = any(task.start >= task.end for task in tasks)
    for entity in entities:
        if not spans_empty and entity.start < entity.end and covered.find(1, entity.start, entity.end) == -1:
            kept_entities.append(entity)
            continue
        overlapping = [i for i, task in enumerate(tasks) if task.start < entity.end and entity.start < task.end]
        entity_wins = not overlapping or entity.proposed or any(
            (not tasks[i].rule.startswith("task/acronym") or _measure_around(entity, tasks[i]))
            and not (entity.label != "model" and tasks[i].start <= entity.start and entity.end <= tasks[i].end)
            for i in overlapping)  # fmt: skip
        if entity_wins:
            kept_entities.append(entity)
            dropped_tasks.update(overlapping)
    return [task for i, task in enumerate(tasks) if i not in dropped_tasks], kept_entities


def _measure_around(entity: Mention, task: TaskMention) -> bool:
    """A metric phrase that holds a task acronym as a modifier: 'VQA accuracy' is the measure (its modifiers stay
    in its span, clarification 5), not the task VQA (policy 2 of :func:`resolve_with_entities` is for the
    acronym's own span)."""
    return entity.label == "metric" and entity.start <= task.start and task.end < entity.end  # (a modifier:
    # 'gender-disaggregated ASR', a measure's reading of the acronym itself, stays the task ASR)


def task_name(text: str) -> str:
    """The task's name as written, with line breaks and runs of spaces made single spaces."""
    return " ".join(text.split())


def result_task(view: TextView, number_start: int, tasks: Sequence[TaskMention]) -> int | None:
    """Index of the task a result's sentence names: the nearest before the number, else the first after."""
    sentence_start, sentence_end = view.sentence_at(number_start)
    before = [i for i, task in enumerate(tasks) if sentence_start <= task.start and task.end <= number_start]
    if before:
        return before[-1]
    after = [i for i, task in enumerate(tasks) if number_start <= task.start and task.end <= sentence_end]
    return after[0] if after else None
